import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZSignIn } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';
import { claimTrial } from '@/lib/studio/trial/claim-trial';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignIn,
  async handler({ io, body }) {
    await throttleAuth('signin', body.email, io.ip);
    const session = await getAuth().signIn(io, body);
    // A free-trial design made before signing in follows the visitor into their account.
    await claimTrial(io, session.user.id);
    return { user: session.user };
  },
});
