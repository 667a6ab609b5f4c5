import { withApi } from '@/lib/api/with-api';
import { PLANS_MAX_AGE_SECONDS, cachedPlans } from '@/lib/billing/cached-plans';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'none',
  async handler({ res }) {
    // Public catalogue: a short shared cache absorbs bursts without hiding a price change for long.
    res.setHeader('Cache-Control', `public, max-age=${PLANS_MAX_AGE_SECONDS}, stale-while-revalidate=300`);
    return { plans: await cachedPlans() };
  },
});
