import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  async handler({ io }) {
    await getAuth().signOut(io);
    return { ok: true };
  },
});
