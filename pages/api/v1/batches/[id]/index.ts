import { withApi } from '@/lib/api/with-api';
import { getApiBatch } from '@/lib/pro-api/api-batches';
import { ZBatchParams } from '@/lib/studio/batches/batch-params';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'apiKey',
  query: ZBatchParams,
  async handler({ res, caller, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return getApiBatch(caller.userId, query.id);
  },
});
