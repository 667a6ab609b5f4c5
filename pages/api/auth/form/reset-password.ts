import { ZPasswordResetRequest } from '@/lib/auth/schemas';
import { sendResetLink } from '@/lib/auth/send-reset-link';
import { withAuthForm } from '@/lib/auth/with-auth-form';

export const config = { api: { bodyParser: false } };

export default withAuthForm({
  page: '/forgot-password',
  fields: ZPasswordResetRequest,
  async handler({ io, body, back }) {
    await sendResetLink(io, body.email, body.locale);
    return back({ notice: 'reset_sent' });
  },
});
