import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { NOT_AUTHENTICATED } from '@/lib/auth/not-authenticated';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  // The session is checked by getMe itself, together with the reading of the user's context.
  auth: 'none',
  async handler({ res, io }) {
    res.setHeader('Cache-Control', 'private, no-store');
    const me = await getAuth().getMe(io);
    if (!me) throw NOT_AUTHENTICATED;
    return me;
  },
});
