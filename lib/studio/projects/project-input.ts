// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';

export const MAX_PROJECT_NAME = 80;

/** POST /api/projects and PATCH /api/projects/:id body. */
export const ZProjectInput = z.strictObject(
  {
    name: z
      .string({ message: 'project_name_required' })
      .trim()
      .min(1, 'project_name_required')
      .max(MAX_PROJECT_NAME, 'project_name_too_long'),
  },
  { error: 'Only name can be set.' },
);

export type TProject = {
  id: string;
  name: string;
  renderCount: number;
  /** The newest finished render's first result, to show on the project's card. */
  coverUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
