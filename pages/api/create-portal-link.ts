import { withApi } from '@/lib/api/with-api';
import { createPortalLink } from '@/lib/billing/create-portal-link';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  handler: ({ session }) => createPortalLink(session.user.id),
});
