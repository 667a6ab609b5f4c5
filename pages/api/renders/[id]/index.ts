import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { getRender } from '@/lib/studio/renders/get-render';

export default withApi({
  methods: ['GET'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a render id.' }) }),
  async handler({ res, session, query }) {
    res.setHeader('Cache-Control', 'private, no-store');
    return { render: await getRender(session.user.id, query.id) };
  },
});
