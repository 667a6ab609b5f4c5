import getRawBody from 'raw-body';
import { AppError } from '@/lib/api/app-error';
import { withApi } from '@/lib/api/with-api';
import { handleReplicateWebhook } from '@/lib/studio/engines/replicate/handle-replicate-webhook';

// The signature covers the exact bytes Replicate sent, so Next must not parse the body.
export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  async handler({ req }) {
    let raw: string;
    try {
      raw = await getRawBody(req, { limit: 1024 * 1024, encoding: 'utf8' });
    } catch {
      throw new AppError(413, 'payload_too_large', 'The webhook body is larger than 1 MB.');
    }
    return { received: true, outcome: await handleReplicateWebhook(raw, req.headers) };
  },
});
