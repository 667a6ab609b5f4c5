import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useFormat } from '@/hooks/use-format';
import { useSubmit } from '@/hooks/use-submit';
import { MAX_PROJECT_NAME, type TProject } from '@/lib/studio/projects/project-input';

type Props = {
  project: TProject;
  onRename(id: string, name: string): Promise<void>;
  onDelete(id: string): Promise<void>;
};

type Mode = 'view' | 'rename' | 'confirmDelete';

/** One project: its name and design count, renamed in place, deleted after a confirmation that its designs stay. */
export function ProjectRow({ project, onRename, onDelete }: Props) {
  const { t } = useTranslation('designs');
  const format = useFormat();
  const inputId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(project.name);
  const renameButton = useRef<HTMLButtonElement>(null);
  const back = () => {
    setMode('view');
    // Focus returns to the row's actions, not to the top of the page.
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const save = useSubmit(async (value: string) => {
    await onRename(project.id, value);
    back();
  });
  const del = useSubmit(() => onDelete(project.id));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.submit(name);
  };

  if (mode === 'rename') {
    return (
      <li className="p-3">
        <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <div className="grow">
            <label htmlFor={inputId} className="label">
              {t('projects.renameLabel', { name: project.name })}
            </label>
            <input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  back();
                }
              }}
              maxLength={MAX_PROJECT_NAME}
              autoComplete="off"
              // The rename field replaces the button that opened it; focus follows.
              autoFocus
              className="field"
            />
          </div>
          <div className="flex gap-2">
            <button type="submit" className="btn-primary" disabled={save.pending}>
              {save.pending ? t('projects.working') : t('projects.save')}
            </button>
            <button type="button" className="btn-ghost" onClick={back}>
              {t('projects.cancel')}
            </button>
          </div>
        </form>
        <div className="mt-2">
          <FormAlert tone="error">{save.error}</FormAlert>
        </div>
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 grow">
          <p className="truncate font-semibold">{project.name}</p>
          <p className="text-ink-muted text-sm">
            {t('projects.renderCount', {
              count: project.renderCount,
              formatted: format.number(project.renderCount),
            })}
          </p>
        </div>
        {mode === 'view' && (
          <div className="flex gap-1">
            <button
              ref={renameButton}
              type="button"
              className="btn-ghost"
              onClick={() => {
                setName(project.name);
                setMode('rename');
              }}
              aria-label={t('projects.renameAria', { name: project.name })}
            >
              {t('projects.rename')}
            </button>
            <button
              type="button"
              className="btn-ghost text-danger-600"
              onClick={() => setMode('confirmDelete')}
              aria-label={t('projects.deleteAria', { name: project.name })}
            >
              {t('projects.delete')}
            </button>
          </div>
        )}
      </div>
      {mode === 'confirmDelete' && (
        <div
          role="group"
          aria-label={t('projects.deleteAria', { name: project.name })}
          className="bg-danger-50 rounded-lg p-3"
        >
          <p className="text-sm">
            {t('projects.deleteConfirm', {
              name: project.name,
              count: project.renderCount,
              formatted: format.number(project.renderCount),
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-danger-600 text-white hover:opacity-90"
              disabled={del.pending}
              onClick={() => void del.submit()}
              autoFocus
            >
              {del.pending ? t('projects.working') : t('projects.deleteConfirmButton')}
            </button>
            <button type="button" className="btn-ghost" onClick={back}>
              {t('projects.keep')}
            </button>
          </div>
          <div className="mt-2">
            <FormAlert tone="error">{del.error}</FormAlert>
          </div>
        </div>
      )}
    </li>
  );
}
