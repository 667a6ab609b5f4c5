import { readRawBody } from '@/lib/api/read-body';
import { withApi } from '@/lib/api/with-api';
import { handleStripeWebhook } from '@/lib/billing/handle-stripe-webhook';

// The signature covers the exact bytes Stripe sent, so Next must not parse the body.
export const config = { api: { bodyParser: false } };

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export default withApi({
  methods: ['POST'],
  auth: 'webhook',
  async handler({ req }) {
    const raw = await readRawBody(req, WEBHOOK_BODY_LIMIT);
    const signature = req.headers['stripe-signature'];
    const outcome = await handleStripeWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    return { received: true, outcome };
  },
});
