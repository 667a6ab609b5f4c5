import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { useFeedStore, useProjectStore } from '@/store/studio-store-provider';

/** Narrows the private feed to one project; bound to the feed store's active project filter. */
export function ProjectFilter() {
  const { t } = useTranslation('designs');
  const id = useId();
  const projects = useProjectStore((s) => s.projects);
  const activeProjectFilter = useFeedStore((s) => s.activeProjectFilter);
  const setActiveProjectFilter = useFeedStore((s) => s.setActiveProjectFilter);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-ink-muted shrink-0 text-sm font-medium">
        {t('filter.label')}
      </label>
      <select
        id={id}
        value={activeProjectFilter ?? ''}
        onChange={(event) => setActiveProjectFilter(event.target.value || null)}
        className="field min-w-0 py-1.5 text-sm sm:w-56"
      >
        <option value="">{t('filter.all')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </div>
  );
}
