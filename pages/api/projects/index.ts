import { withApi } from '@/lib/api/with-api';
import { ZProjectInput } from '@/lib/studio/projects/project-input';
import { createProject, listProjects } from '@/lib/studio/projects/projects';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'session',
  body: ZProjectInput,
  async handler({ req, res, session, body }) {
    if (req.method === 'GET') {
      res.setHeader('Cache-Control', 'private, no-store');
      return { projects: await listProjects(session.user.id) };
    }
    res.status(201).json({ project: await createProject(session.user.id, body.name) });
  },
});
