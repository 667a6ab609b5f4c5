import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { addFavorite, removeFavorite } from '@/lib/studio/renders/favorites';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST', 'DELETE'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  async handler({ req, session, query }) {
    await (req.method === 'POST' ? addFavorite : removeFavorite)(session.user.id, query.id);
    return { favorite: req.method === 'POST' };
  },
});
