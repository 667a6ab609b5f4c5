import { withApi } from '@/lib/api/with-api';
import { claimTrial } from '@/lib/studio/trial/claim-trial';

export const config = { api: { bodyParser: false } };

/** Moves this browser's trial photo and render into the signed-in account (sign-up and sign-in also do it). */
export default withApi({
  methods: ['POST'],
  auth: 'session',
  handler: async ({ io, session }) => ({ claimed: await claimTrial(io, session.user.id) }),
});
