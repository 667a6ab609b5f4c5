import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { retryRender } from '@/lib/studio/renders/retry-render';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  async handler({ res, session, query }) {
    res.status(202).json({ render: await retryRender(session.user.id, query.id) });
  },
});
