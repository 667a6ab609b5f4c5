import { getAuth } from '@/lib/auth/get-auth';
import { ZPasswordUpdate } from '@/lib/auth/schemas';
import { withAuthForm } from '@/lib/auth/with-auth-form';
import { withQuery } from '@/lib/auth/with-query';

export const config = { api: { bodyParser: false } };

export default withAuthForm({
  page: '/reset-password',
  fields: ZPasswordUpdate,
  async handler({ io, body, back }) {
    const session = await getAuth().getSession(io);
    // The new-password page is reached through a reset link; without its session, a new link is the way on.
    if (!session) return withQuery('/forgot-password', { error: 'session_expired' });
    await getAuth().updatePassword(io, session, body.password);
    return back({ notice: 'password_saved' });
  },
});
