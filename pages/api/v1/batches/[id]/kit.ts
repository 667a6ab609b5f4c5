import { withApi } from '@/lib/api/with-api';
import { assertApiBatch } from '@/lib/pro-api/api-batches';
import { ZKitQuery } from '@/lib/studio/batches/batch-params';
import { sendListingKit } from '@/lib/studio/batches/send-listing-kit';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'apiKey',
  query: ZKitQuery,
  async handler({ res, caller, query }) {
    await assertApiBatch(caller.userId, query.id);
    await sendListingKit(res, caller.userId, query.id, query.lang);
  },
});
