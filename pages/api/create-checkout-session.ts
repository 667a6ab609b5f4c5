import { withApi } from '@/lib/api/with-api';
import { ZCheckoutRequest, createCheckout } from '@/lib/billing/create-checkout';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZCheckoutRequest,
  handler: ({ session, body }) => createCheckout(session, body),
});
