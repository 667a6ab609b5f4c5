import { withApi } from '@/lib/api/with-api';
import { createApiBatch } from '@/lib/pro-api/create-api-batch';
import { ZApiBatchRequest } from '@/lib/pro-api/v1-batch-schemas';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'apiKey',
  body: ZApiBatchRequest,
  async handler({ res, caller, body }) {
    res.setHeader('Cache-Control', 'private, no-store');
    const batch = await createApiBatch(caller, body);
    res.setHeader('Location', `/api/v1/batches/${batch.id}`);
    res.status(202).json(batch);
  },
});
