import { ZSignIn } from '@/lib/auth/schemas';
import { signInWithPassword } from '@/lib/auth/sign-in-with-password';
import { withAuthForm } from '@/lib/auth/with-auth-form';

export const config = { api: { bodyParser: false } };

export default withAuthForm({
  page: '/signin',
  fields: ZSignIn,
  async handler({ io, body, next }) {
    await signInWithPassword(io, body);
    return next;
  },
});
