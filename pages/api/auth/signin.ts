import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZSignIn } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignIn,
  async handler({ io, body }) {
    await throttleAuth('signin', body.email, io.ip);
    const session = await getAuth().signIn(io, body);
    return { user: session.user };
  },
});
