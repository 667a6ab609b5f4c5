import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { useErrorMessage } from '@/hooks/use-error-message';
import { deleteData, getData, patchData, postData } from '@/lib/api/fetch-json';
import type { TProject } from '@/lib/studio/projects/project-input';
import type { TRender } from '@/lib/studio/renders/render-request';
import type { TVideo } from '@/lib/studio/videos/video-view';
import { downloadName } from '@/lib/studio/files/download-name';
import { useFeedStore, useVideoJobsStore } from '@/store/studio-store-provider';

type Props = {
  render: TRender;
  onChanged(render: TRender): void;
  onRegenerate(): void;
  regenerateDisabled: boolean;
};

/** What an account can do with a finished render: regenerate, favourite, file in a project, publish, make a video. */
export function ResultActions({ render, onChanged, onRegenerate, regenerateDisabled }: Props) {
  const { t } = useTranslation('studio');
  const { errorMessage } = useErrorMessage();
  const projectSelect = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const favorite = useFeedStore((s) => s.favoriteJobIds.has(render.id));
  const setFavorite = useFeedStore((s) => s.setFavorite);
  const addPendingVideoJob = useVideoJobsStore((s) => s.addPendingVideoJob);
  const { data: projects } = useSWR('/api/projects', (url: string) =>
    getData<{ projects: TProject[] }>(url).then((r) => r.projects),
  );

  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const update = (data: { isPublic?: boolean; projectId?: string | null }) =>
    patchData<{ render: TRender }>({ url: `/api/renders/${render.id}`, data }).then((r) =>
      onChanged(r.render),
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onRegenerate} disabled={regenerateDisabled}>
          {t('actions.regenerate')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={favorite}
          disabled={busy === 'favorite'}
          onClick={() =>
            run('favorite', async () => {
              setFavorite(render.id, !favorite);
              try {
                if (favorite) await deleteData(`/api/renders/${render.id}/favorite`);
                else await postData({ url: `/api/renders/${render.id}/favorite` });
              } catch (e) {
                setFavorite(render.id, favorite);
                throw e;
              }
            })
          }
        >
          {favorite ? t('actions.unfavorite') : t('actions.favorite')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={render.isPublic}
          disabled={busy === 'public'}
          onClick={() => run('public', () => update({ isPublic: !render.isPublic }))}
        >
          {render.isPublic ? t('actions.makePrivate') : t('actions.makePublic')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy === 'video'}
          onClick={() =>
            run('video', async () => {
              const { video } = await postData<{ video: TVideo }>({
                url: '/api/videos',
                data: { renderId: render.id },
              });
              addPendingVideoJob({
                id: video.id,
                renderId: render.id,
                status: video.status,
                url: video.url,
                errorCode: null,
                downloadName: downloadName(render.roomType, render.style, 'before-after'),
              });
            })
          }
        >
          {t('actions.video')}
        </button>
      </div>
      <div className="max-w-xs">
        <label htmlFor={projectSelect} className="label">
          {t('actions.project')}
        </label>
        <select
          id={projectSelect}
          className="field"
          value={render.projectId ?? ''}
          disabled={busy === 'project'}
          onChange={(event) => run('project', () => update({ projectId: event.target.value || null }))}
        >
          <option value="">{t('actions.noProject')}</option>
          {(projects ?? []).map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p role="alert" className="text-danger-600 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
