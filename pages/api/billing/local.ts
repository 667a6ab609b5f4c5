import { withApi } from '@/lib/api/with-api';
import { ZLocalPortalAction, applyLocalPortalAction } from '@/lib/billing/local/local-portal';
import { localPaymentsOnly } from '@/lib/billing/local/local-payments-only';

export const config = { api: { bodyParser: false } };

export default localPaymentsOnly(
  withApi({
    methods: ['POST'],
    auth: 'session',
    body: ZLocalPortalAction,
    async handler({ session, body }) {
      await applyLocalPortalAction(session.user.id, body);
      return { ok: true };
    },
  }),
);
