import { AppError } from '@/lib/api/app-error';
import { withApi } from '@/lib/api/with-api';
import { createApiBatch } from '@/lib/pro-api/create-api-batch';
import { ZApiBatchRequest } from '@/lib/pro-api/v1-batch-schemas';
import { ZIdempotencyKeyHeader } from '@/lib/pro-api/v1-schemas';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'apiKey',
  body: ZApiBatchRequest,
  async handler({ req, res, caller, body }) {
    res.setHeader('Cache-Control', 'private, no-store');
    const idempotencyKey = ZIdempotencyKeyHeader.safeParse(req.headers['idempotency-key']);
    if (!idempotencyKey.success) throw new AppError('invalid_idempotency_key');
    const { batch, replayed } = await createApiBatch(caller, body, idempotencyKey.data);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.setHeader('Location', `/api/v1/batches/${batch.id}`);
    res.status(replayed ? 200 : 202).json(batch);
  },
});
