import { withApi } from '@/lib/api/with-api';
import { getApiUsage } from '@/lib/pro-api/api-usage';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'apiKey',
  async handler({ res, caller }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return getApiUsage(caller.userId);
  },
});
