import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { cancelLocalCheckout } from '@/lib/billing/local/local-checkout';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  query: z.object({ id: z.string().max(100) }),
  async handler({ session, query }) {
    await cancelLocalCheckout(query.id, session.user.id);
    return { url: '/pricing' };
  },
});
