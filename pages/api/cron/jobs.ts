import { withApi } from '@/lib/api/with-api';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import { authorizeCron } from '@/lib/workers/authorize-cron';
import { runDueJobs } from '@/lib/workers/run-due-jobs';

export const config = { api: { bodyParser: false } };

/** Leaves room within a serverless function's usual 60 s limit for the job in hand to finish. */
const CRON_BUDGET_MS = 40_000;

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'none',
  async handler({ req, res }) {
    authorizeCron(req.headers.authorization);
    registerProApiHooks();
    res.setHeader('Cache-Control', 'no-store');
    return { ran: await runDueJobs(CRON_BUDGET_MS) };
  },
});
