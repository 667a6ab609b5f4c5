import { withApi } from '@/lib/api/with-api';
import { ZBatchRequest } from '@/lib/studio/batches/batch-request';
import { createBatch } from '@/lib/studio/batches/create-batch';
import { getBatch } from '@/lib/studio/batches/get-batch';
import { listBatches } from '@/lib/studio/batches/list-batches';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'session',
  body: ZBatchRequest,
  async handler({ req, res, session, body }) {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method === 'GET') return { batches: await listBatches(session.user.id) };
    const batchId = await createBatch(session.user.id, body);
    res.status(202).json({ batch: await getBatch(session.user.id, batchId) });
  },
});
