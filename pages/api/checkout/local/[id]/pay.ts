import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { payLocalCheckout } from '@/lib/billing/local/local-checkout';
import { localPaymentsOnly } from '@/lib/billing/local/local-payments-only';

export const config = { api: { bodyParser: false } };

export default localPaymentsOnly(
  withApi({
    methods: ['POST'],
    auth: 'session',
    query: z.object({ id: z.string().max(100) }),
    async handler({ session, query }) {
      await payLocalCheckout(query.id, session.user.id);
      return { url: '/account?checkout=success' };
    },
  }),
);
