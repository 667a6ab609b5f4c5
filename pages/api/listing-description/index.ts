import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { requireSession } from '@/lib/auth/guards';
import { listListings } from '@/lib/listing/listing-history';
import { ZListingInput } from '@/lib/listing/listing-input';
import { writeListing } from '@/lib/listing/write-listing';
import { ensureTrialVisitor } from '@/lib/studio/trial/trial-visitor';

export const config = { api: { bodyParser: false } };

/**
 * POST: anyone may write a description (visitors a few a day, known by the trial cookie); GET: the signed-in
 * user's history.
 */
export default withApi({
  methods: ['GET', 'POST'],
  auth: 'none',
  body: ZListingInput,
  async handler({ req, res, io, body }) {
    if (req.method === 'GET') {
      const session = await requireSession(io);
      res.setHeader('Cache-Control', 'private, no-store');
      return { descriptions: await listListings(session.user.id) };
    }
    const session = await getAuth().getSession(io);
    const who = session
      ? { userId: session.user.id }
      : { visitorId: (await ensureTrialVisitor(io)).id, network: io.network };
    return writeListing(who, body);
  },
});
