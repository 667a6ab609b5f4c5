import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { withApi } from '@/lib/api/with-api';
import { getTrialRender } from '@/lib/studio/trial/create-trial-render';
import { findTrialVisitor } from '@/lib/studio/trial/trial-visitor';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'none',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  async handler({ res, io, query }) {
    const visitor = await findTrialVisitor(io);
    if (!visitor) throw new AppError('render_not_found');
    res.setHeader('Cache-Control', 'private, no-store');
    return { render: await getTrialRender(visitor.id, query.id) };
  },
});
