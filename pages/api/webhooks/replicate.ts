import { readRawBody } from '@/lib/api/read-body';
import { withApi } from '@/lib/api/with-api';
import { handleReplicateWebhook } from '@/lib/studio/engines/replicate/handle-replicate-webhook';

// The signature covers the exact bytes Replicate sent, so Next must not parse the body.
export const config = { api: { bodyParser: false } };

// Replicate's webhook body is the whole prediction, its input included: our photo and mask as data URIs of up to
// 1 MB each, with room for the prompt, output and logs.
const WEBHOOK_BODY_LIMIT = 8 * 1024 * 1024;

export default withApi({
  methods: ['POST'],
  auth: 'webhook',
  async handler({ req }) {
    const raw = await readRawBody(req, WEBHOOK_BODY_LIMIT);
    return { received: true, outcome: await handleReplicateWebhook(raw, req.headers, req.query.intent) };
  },
});
