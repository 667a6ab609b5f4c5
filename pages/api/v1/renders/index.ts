import { AppError } from '@/lib/api/app-error';
import { withApi } from '@/lib/api/with-api';
import { listApiRenders } from '@/lib/pro-api/api-renders';
import { createApiRender } from '@/lib/pro-api/create-api-render';
import { readApiRenderInput } from '@/lib/pro-api/read-api-render-input';
import { ZApiRenderListQuery, ZIdempotencyKeyHeader } from '@/lib/pro-api/v1-schemas';

// JSON or a multipart upload of up to 20 MB: read by the route itself, never by Next's parser.
export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'apiKey',
  query: ZApiRenderListQuery,
  async handler({ req, res, caller, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method === 'GET') return listApiRenders(caller.userId, query);
    const idempotencyKey = ZIdempotencyKeyHeader.safeParse(req.headers['idempotency-key']);
    if (!idempotencyKey.success) {
      throw new AppError('invalid_idempotency_key');
    }
    const input = await readApiRenderInput(req);
    const { render, replayed } = await createApiRender(caller, input, idempotencyKey.data);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.setHeader('Location', `/api/v1/renders/${render.id}`);
    res.status(replayed ? 200 : 202).json(render);
  },
});
