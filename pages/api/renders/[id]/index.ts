import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { getRender } from '@/lib/studio/renders/get-render';
import { ZRenderUpdate, deleteRender, updateRender } from '@/lib/studio/renders/update-render';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'PATCH', 'DELETE'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  body: ZRenderUpdate,
  async handler({ req, res, session, query, body }) {
    if (req.method === 'PATCH') return { render: await updateRender(session.user.id, query.id, body) };
    if (req.method === 'DELETE') {
      await deleteRender(session.user.id, query.id);
      return { deleted: true };
    }
    res.setHeader('Cache-Control', 'private, no-store');
    return { render: await getRender(session.user.id, query.id) };
  },
});
