import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { recordClick } from '@/lib/billing/affiliates/record-click';

export const config = { api: { bodyParser: false } };

/**
 * Where proxy.ts sends a `?via=CODE` landing. The click is counted here rather than in the proxy because a route
 * has the connection, so the once-per-address rule holds on a server behind no proxy (lib/api/client-address.ts); then
 * the visitor goes on to the page they came for, without `via` in its address.
 */
export default withApi({
  methods: ['GET'],
  auth: 'none',
  query: z.object({
    via: z.string({ message: 'Give the affiliate code as via.' }).max(100),
    next: z.string().max(2048).optional(),
  }),
  async handler({ res, io, query }) {
    await recordClick(query.via, io.network, (name, value, options) =>
      io.setCookie(name, value, options),
    ).catch((error: unknown) => console.error('[affiliates] click not recorded', error));
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(307, safeRedirect(query.next));
  },
});
