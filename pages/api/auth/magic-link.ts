import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { ZMagicLink } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZMagicLink,
  async handler({ io, body }) {
    await throttleAuth('magic-link', body.email, io.ip);
    await getAuth().sendMagicLink(io, body.email, safeRedirect(body.next));
    // The same answer whether or not the address has an account.
    return { ok: true };
  },
});
