import { withApi } from '@/lib/api/with-api';
import { renderSummary } from '@/lib/studio/renders/render-summary';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'session',
  async handler({ res, session }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return renderSummary(session.user.id);
  },
});
