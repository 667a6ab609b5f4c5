import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { deleteListing } from '@/lib/listing/listing-history';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['DELETE'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a description id.' }) }),
  async handler({ session, query }) {
    await deleteListing(session.user.id, query.id);
    return { deleted: true };
  },
});
