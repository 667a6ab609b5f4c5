import { withApi } from '@/lib/api/with-api';
import { ZBatchParams } from '@/lib/studio/batches/batch-params';
import { getBatch } from '@/lib/studio/batches/get-batch';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'session',
  query: ZBatchParams,
  async handler({ res, session, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return { batch: await getBatch(session.user.id, query.id) };
  },
});
