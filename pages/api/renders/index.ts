import { withApi } from '@/lib/api/with-api';
import { createRender } from '@/lib/studio/lifecycle/create-render';
import { ZRenderListQuery, listRenders } from '@/lib/studio/renders/list-renders';
import { ZRenderRequest } from '@/lib/studio/renders/render-request';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'session',
  body: ZRenderRequest,
  query: ZRenderListQuery,
  async handler({ req, res, session, body, query }) {
    if (req.method === 'GET') {
      res.setHeader('Cache-Control', 'private, no-store');
      return listRenders(session.user.id, query);
    }
    res.status(202).json({ render: await createRender(session.user.id, body) });
  },
});
