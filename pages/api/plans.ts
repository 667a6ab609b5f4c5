import { withApi } from '@/lib/api/with-api';
import { listPlans } from '@/lib/billing/list-plans';

export default withApi({
  methods: ['GET'],
  auth: 'none',
  async handler({ res }) {
    // Public catalogue: a short shared cache absorbs bursts without hiding a price change for long.
    res.setHeader('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return { plans: await listPlans() };
  },
});
