import { withApi } from '@/lib/api/with-api';
import { createRender } from '@/lib/studio/renders/create-render';
import { ZRenderRequest } from '@/lib/studio/renders/render-request';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZRenderRequest,
  async handler({ res, session, body }) {
    const render = await createRender(session.user.id, body);
    res.status(202).json({ render });
  },
});
