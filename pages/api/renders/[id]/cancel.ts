import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { cancelRender } from '@/lib/studio/lifecycle/cancel-render';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  handler: async ({ session, query }) => ({ render: await cancelRender(session.user.id, query.id) }),
});
