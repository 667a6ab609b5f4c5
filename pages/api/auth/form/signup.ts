import { ZSignUp } from '@/lib/auth/schemas';
import { signUpWithPassword } from '@/lib/auth/sign-up-with-password';
import { withAuthForm } from '@/lib/auth/with-auth-form';

export const config = { api: { bodyParser: false } };

export default withAuthForm({
  page: '/signup',
  fields: ZSignUp,
  async handler({ io, body, next, back }) {
    const session = await signUpWithPassword(io, { ...body, next });
    return session ? next : back({ notice: 'confirmation_sent' });
  },
});
