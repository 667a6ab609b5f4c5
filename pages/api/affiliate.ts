import { withApi } from '@/lib/api/with-api';
import { getAffiliateDashboard, joinAffiliateProgram } from '@/lib/billing/affiliates/affiliate-dashboard';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'session',
  handler: ({ req, session }) =>
    req.method === 'POST' ? joinAffiliateProgram(session.user.id) : getAffiliateDashboard(session.user.id),
});
