import { withApi } from '@/lib/api/with-api';
import { ZKitQuery } from '@/lib/studio/batches/batch-params';
import { sendListingKit } from '@/lib/studio/batches/send-listing-kit';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'session',
  query: ZKitQuery,
  handler: ({ res, session, query }) => sendListingKit(res, session.user.id, query.id, query.lang),
});
