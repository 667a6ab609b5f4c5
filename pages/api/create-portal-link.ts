import { withApi } from '@/lib/api/with-api';
import { createPortalLink } from '@/lib/billing/create-portal-link';

export default withApi({
  methods: ['POST'],
  auth: 'session',
  handler: ({ session }) => createPortalLink(session.user.id),
});
