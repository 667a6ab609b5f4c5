import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZSignUp } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';
import { claimTrial } from '@/lib/studio/trial/claim-trial';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignUp,
  async handler({ res, io, body }) {
    await throttleAuth('signup', body.email, io.ip);
    const session = await getAuth().signUp(io, body);
    // The free-trial photo and design follow the visitor into the account they have just made.
    if (session) await claimTrial(io, session.user.id);
    res.status(201).json({ user: session?.user ?? null, confirmationRequired: session === null });
  },
});
