import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { patchData } from '@/lib/api/fetch-json';
import type { TRender } from '@/lib/studio/renders/render-request';
import { useProjectStore } from '@/store/studio-store-provider';

type Props = { render: TRender; label: string; onMoved(): void };

/** Moves one of the user's renders into a project, or out of every project (PATCH /api/renders/:id). */
export function RenderProjectSelect({ render, label, onMoved }: Props) {
  const { t } = useTranslation('designs');
  const { errorMessage } = useErrorMessage();
  const id = useId();
  const projects = useProjectStore((s) => s.projects);
  // Shows the choice at once; the card is keyed by the render's project, so the server's answer replaces it.
  const [value, setValue] = useState(render.projectId ?? '');
  const [error, setError] = useState<string | null>(null);

  const move = async (projectId: string) => {
    setValue(projectId);
    setError(null);
    try {
      await patchData({ url: `/api/renders/${render.id}`, data: { projectId: projectId || null } });
      onMoved();
    } catch (e) {
      setValue(render.projectId ?? '');
      setError(errorMessage(e));
    }
  };

  if (projects.length === 0) return null;
  return (
    <div className="mt-auto pt-2">
      <label htmlFor={id} className="sr-only">
        {t('card.project', { name: label })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => void move(event.target.value)}
        className="field py-1.5 text-sm"
      >
        <option value="">{t('card.noProject')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="text-danger-600 mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
