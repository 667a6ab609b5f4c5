import { ZPasswordResetRequest } from '@/lib/auth/schemas';
import { sendSignInLink } from '@/lib/auth/send-sign-in-link';
import { withAuthForm } from '@/lib/auth/with-auth-form';

export const config = { api: { bodyParser: false } };

/** The sign-in form's "e-mail me a link" button, posted without script. */
export default withAuthForm({
  page: '/signin',
  fields: ZPasswordResetRequest,
  async handler({ io, body, next, back }) {
    await sendSignInLink(io, body.email, next, body.locale);
    return back({ notice: 'magic_link_sent' });
  },
});
