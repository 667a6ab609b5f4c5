import { z } from 'zod';
import { readJsonBody } from '@/lib/api/read-body';
import { parseOrThrow, withApi } from '@/lib/api/with-api';
import { retryRender } from '@/lib/studio/lifecycle/retry-render';

export const config = { api: { bodyParser: false } };

/** An optional body: `{ strictLayout: true }` retries in strict layout; no body retries with the same choices. */
const ZRetryRequest = z.strictObject({
  strictLayout: z.boolean({ message: 'strictLayout must be true or false.' }).optional(),
});

export default withApi({
  methods: ['POST'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  async handler({ req, res, session, query }) {
    const body = await readJsonBody(req);
    const { strictLayout } = body === undefined ? {} : parseOrThrow(ZRetryRequest, body, 'body');
    res.status(202).json({ render: await retryRender(session.user.id, query.id, { strictLayout }) });
  },
});
