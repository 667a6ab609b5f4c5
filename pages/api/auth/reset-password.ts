import { withApi } from '@/lib/api/with-api';
import { ZPasswordResetRequest } from '@/lib/auth/schemas';
import { sendResetLink } from '@/lib/auth/send-reset-link';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZPasswordResetRequest,
  async handler({ io, body }) {
    await sendResetLink(io, body.email, body.locale);
    return { ok: true };
  },
});
