import { withApi } from '@/lib/api/with-api';
import { ZMagicLink } from '@/lib/auth/schemas';
import { sendSignInLink } from '@/lib/auth/send-sign-in-link';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZMagicLink,
  async handler({ io, body }) {
    await sendSignInLink(io, body.email, body.next, body.locale);
    // The same answer whether or not the address has an account.
    return { ok: true };
  },
});
