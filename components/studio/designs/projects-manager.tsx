import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import { MAX_PROJECT_NAME } from '@/lib/studio/projects/project-input';
import { ProjectRow } from './project-row';
import { useProjects } from './use-projects';

type Props = {
  titleId: string;
  /** Its renders left the project, so anything showing them is out of date. */
  onProjectDeleted(): void;
};

/** Create, rename and delete projects; the list shows how many designs each holds. */
export function ProjectsManager({ titleId, onProjectDeleted }: Props) {
  const { t } = useTranslation('designs');
  const inputId = useId();
  const { projects, error, reload, create, rename, remove } = useProjects();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const add = useSubmit(async (value: string) => {
    await create(value);
    setName('');
    setCreated(t('projects.created', { name: value.trim() }));
  });

  const onDelete = async (id: string) => {
    await remove(id);
    onProjectDeleted();
    // The row that had the focus is gone; the name field is the next useful place.
    nameInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    void add.submit(name);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {t('projects.title')}
        </h2>
        <p className="text-ink-muted mt-1 text-sm">{t('projects.intro')}</p>
      </div>

      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="grow">
          <label htmlFor={inputId} className="label">
            {t('projects.newName')}
          </label>
          <input
            ref={nameInput}
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={MAX_PROJECT_NAME}
            autoComplete="off"
            className="field"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={add.pending}>
          {add.pending ? t('projects.working') : t('projects.create')}
        </button>
      </form>
      <FormAlert tone="error">{add.error}</FormAlert>
      <FormAlert tone="info">{created}</FormAlert>

      {error && !projects ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-danger-600 text-sm font-medium">{t('projects.loadError')}</p>
          <button type="button" className="btn-secondary" onClick={reload}>
            {t('feed.retry')}
          </button>
        </div>
      ) : !projects ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('projects.loading')}
        </p>
      ) : projects.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('projects.none')}</p>
      ) : (
        <ul className="divide-surface-line border-surface-line divide-y rounded-lg border">
          {projects.map((project) => (
            <ProjectRow key={project.id} project={project} onRename={rename} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}
