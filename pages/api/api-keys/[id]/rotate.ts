import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { rotateApiKey } from '@/lib/pro-api/api-keys';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'The key id must be a UUID.' }) }),
  async handler({ res, session, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(201).json(await rotateApiKey(session.user.id, query.id));
  },
});
