import { withApi } from '@/lib/api/with-api';
import { ZSignIn } from '@/lib/auth/schemas';
import { signInWithPassword } from '@/lib/auth/sign-in-with-password';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignIn,
  async handler({ io, body }) {
    const session = await signInWithPassword(io, body);
    return { user: session.user };
  },
});
