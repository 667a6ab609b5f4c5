import { withApi } from '@/lib/api/with-api';
import { ZVideoRequest, createVideo } from '@/lib/studio/videos/create-video';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZVideoRequest,
  async handler({ res, session, body }) {
    res.status(202).json({ video: await createVideo(session.user.id, body) });
  },
});
