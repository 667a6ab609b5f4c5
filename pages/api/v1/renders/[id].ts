import { withApi } from '@/lib/api/with-api';
import { deleteApiRender, getApiRender } from '@/lib/pro-api/api-renders';
import { ZApiRenderParams } from '@/lib/pro-api/v1-schemas';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'DELETE'],
  auth: 'apiKey',
  query: ZApiRenderParams,
  async handler({ req, res, caller, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method === 'GET') return getApiRender(caller.userId, query.id);
    await deleteApiRender(caller.userId, query.id);
    res.status(204).end();
  },
});
