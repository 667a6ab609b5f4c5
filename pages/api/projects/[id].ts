import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { ZProjectInput } from '@/lib/studio/projects/project-input';
import { deleteProject, renameProject } from '@/lib/studio/projects/projects';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['PATCH', 'DELETE'],
  auth: 'session',
  query: z.object({ id: z.uuid({ message: 'That is not a project id.' }) }),
  body: ZProjectInput,
  async handler({ req, session, query, body }) {
    if (req.method === 'DELETE') {
      await deleteProject(session.user.id, query.id);
      return { deleted: true };
    }
    return { project: await renameProject(session.user.id, query.id, body.name) };
  },
});
