import { withApi } from '@/lib/api/with-api';
import { getHealth } from '@/lib/server/health';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'none',
  async handler({ res }) {
    const health = await getHealth();
    res.setHeader('Cache-Control', 'no-store');
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  },
});
