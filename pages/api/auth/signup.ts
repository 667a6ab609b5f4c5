import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZSignUp } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignUp,
  async handler({ res, io, body }) {
    await throttleAuth('signup', body.email, io.ip);
    const session = await getAuth().signUp(io, body);
    res.status(201).json({ user: session?.user ?? null, confirmationRequired: session === null });
  },
});
