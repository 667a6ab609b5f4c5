import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZPasswordResetRequest } from '@/lib/auth/schemas';
import { throttleAuth } from '@/lib/auth/throttle-auth';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZPasswordResetRequest,
  async handler({ io, body }) {
    await throttleAuth('reset-password', body.email, io.ip);
    await getAuth().requestPasswordReset(io, body.email);
    return { ok: true };
  },
});
