import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { getVideo } from '@/lib/studio/videos/get-video';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a video id.' }) }),
  async handler({ res, session, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return { video: await getVideo(session.user.id, query.id) };
  },
});
