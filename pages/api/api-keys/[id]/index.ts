import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { revokeApiKey } from '@/lib/pro-api/api-keys';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['DELETE'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'The key id must be a UUID.' }) }),
  async handler({ res, session, query }) {
    await revokeApiKey(session.user.id, query.id);
    res.status(204).end();
  },
});
