import { AppError } from '@/lib/api/app-error';
import { withApi } from '@/lib/api/with-api';
import { ZTrialRenderRequest, createTrialRender } from '@/lib/studio/trial/create-trial-render';
import { findTrialVisitor } from '@/lib/studio/trial/trial-visitor';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZTrialRenderRequest,
  async handler({ res, io, body }) {
    const visitor = await findTrialVisitor(io);
    if (!visitor) throw new AppError('image_not_found', { description: 'Upload a photo first.' });
    res.status(202).json({ render: await createTrialRender(visitor.id, io.network, body) });
  },
});
