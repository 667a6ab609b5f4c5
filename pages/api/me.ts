import { withApi } from '@/lib/api/with-api';
import { getUserContext } from '@/lib/users/get-user-context';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'session',
  async handler({ res, session }) {
    res.setHeader('Cache-Control', 'private, no-store');
    const context = await getUserContext(session.user.id);
    return { user: session.user, accessToken: session.accessToken, ...context };
  },
});
