import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZPasswordUpdate } from '@/lib/auth/schemas';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZPasswordUpdate,
  async handler({ io, body, session }) {
    await getAuth().updatePassword(io, session, body.password);
    return { ok: true };
  },
});
