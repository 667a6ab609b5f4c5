import { withApi } from '@/lib/api/with-api';
import { ZCheckoutRequest, createCheckout } from '@/lib/billing/create-checkout';
import { REFERRAL_COOKIE } from '@/lib/billing/referral';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZCheckoutRequest,
  handler: ({ session, body, io }) => createCheckout(session, body, io.getCookie(REFERRAL_COOKIE)),
});
