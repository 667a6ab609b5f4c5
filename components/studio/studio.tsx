import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { track } from '@/lib/analytics/track';
import { errorMessage, postData } from '@/lib/api/fetch-json';
import { ROOM_TYPES, findRoomType } from '@/lib/studio/catalog/room-types';
import { type StyleId, findStyle } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import type { TRender, TRenderView } from '@/lib/studio/renders/render-request';
import { useEditorStore, useProjectStore } from '@/store/studio-store-provider';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import { RenderProgress } from './render-progress';
import { ResultActions } from './result-actions';
import { RoomSelect } from './room-select';
import { type SampleRoom, SampleRooms, sampleUrl } from './sample-rooms';
import { type StudioMode, type TRenderInput, type TUploadedImage, studioApi } from './studio-api';
import { StylePicker } from './style-picker';
import { ToolPicker } from './tool-picker';
import { UploadDropzone } from './upload-dropzone';
import { isPending, useRender } from './use-render';
import { useRenderAnalytics } from './use-render-analytics';
import { useImageUpload } from './use-image-upload';
import { useOfflinePreview } from './use-offline-preview';
import { VideoJobs } from './video-jobs';

type Props = {
  mode: StudioMode;
  /** Called when a render finishes (the page refreshes its feeds). */
  onRendered?(render: TRenderView): void;
  /** SPEC §5: the error callback of the upload check and of a failed upload. */
  onUploadError?(message: string): void;
  /**
   * A render chosen in the feeds, to show here with its choices (to regenerate or change them). Someone else's public
   * render brings its choices but not its photo, which stays theirs.
   */
  openRender?: TRenderView | null;
};

// The brush and the before/after slider are needed only once there is a photo to brush or a result to show: their
// code loads then, keeping the studio quick to start.
const MaskEditor = lazy(() => import('./mask-editor/mask-editor').then((m) => ({ default: m.MaskEditor })));
const ResultViewer = lazy(() => import('./result-viewer').then((m) => ({ default: m.ResultViewer })));
const loadingPanel = (
  <div className="bg-surface-muted aspect-[4/3] animate-pulse rounded-2xl" aria-hidden="true" />
);

const initialTool = (query: unknown): ToolId =>
  (typeof query === 'string' && findTool(query)?.id) || 'redesign';
const initialStyle = (query: unknown): StyleId =>
  (typeof query === 'string' && findStyle(query)?.id) || 'modern';
const initialRoom = (query: unknown): string =>
  (typeof query === 'string' && findRoomType(query)?.id) || ROOM_TYPES[0]!.id;

/**
 * The editor (issue 5): a photo, a tool, a room and a style, an optional prompt (and a brushed mask for the tools
 * that need one), then the render's progress and its result. The home page's free trial is the same component in
 * `trial` mode, against the trial endpoints.
 */
export function Studio({ mode, onRendered, onUploadError, openRender }: Props) {
  const { t } = useTranslation('studio');
  const router = useRouter();
  const promptId = useId();
  const variantsId = useId();
  const maskRef = useRef<MaskEditorHandle>(null);
  const [photo, setPhoto] = useState<TUploadedImage | null>(null);
  const [tool, setTool] = useState<ToolId>(() => initialTool(router.query.tool));
  // Links from the site (realtor tools, style and room pages) choose the tool, style and room: ?tool=&style=&room=
  const [roomType, setRoomType] = useState<string>(() => initialRoom(router.query.room));
  const [style, setStyle] = useState<StyleId>(() => initialStyle(router.query.style));
  const [prompt, setPrompt] = useState('');
  const [variants, setVariants] = useState(1);
  const [watermark, setWatermark] = useState<boolean | null>(null);
  const [renderId, setRenderId] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; code?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const image = useEditorStore((s) => s.image);
  const selectedProject = useProjectStore((s) => s.selectedProject);
  const { data: render, mutate } = useRender(mode, renderId);
  const offlinePreview = useOfflinePreview();
  useRenderAnalytics(mode, render);
  const notified = useRef<string | null>(null);

  const selectedTool = findTool(tool)!;
  const watermarkOn = watermark ?? selectedTool.watermarkByDefault;
  const busy = submitting || isPending(render);

  const onUploadFailed = useCallback(
    (message: string) => {
      setPhoto(null);
      setError({ message });
      onUploadError?.(message);
    },
    [onUploadError],
  );
  const onUploaded = useCallback((uploaded: TUploadedImage) => {
    setPhoto(uploaded);
    setRenderId(null);
    setError(null);
  }, []);
  const { accept, uploading } = useImageUpload(mode, onUploaded, onUploadFailed);

  // A render opened from the feeds brings its choices into the form (state adjusted while rendering, as React
  // advises for state derived from a changed prop).
  const [openedId, setOpenedId] = useState<string | null>(null);
  if (openRender && openRender.id !== openedId) {
    setOpenedId(openRender.id);
    setRenderId(openRender.id);
    setTool(findTool(openRender.tool)?.id ?? 'redesign');
    setRoomType(openRender.roomType);
    setStyle(openRender.style as StyleId);
    setPrompt(openRender.mine ? (openRender.prompt ?? '') : '');
    setError(null);
  }
  // Its photo's size is needed to brush a mask on it: read from the image itself.
  useEffect(() => {
    if (!openRender?.mine) return;
    const probe = new window.Image();
    probe.onload = () =>
      setPhoto({
        id: openRender.imageId,
        url: openRender.imageUrl,
        thumbnailUrl: openRender.imageUrl,
        width: probe.naturalWidth,
        height: probe.naturalHeight,
      });
    probe.src = openRender.imageUrl;
  }, [openRender]);

  useEffect(() => {
    if (render?.status === 'succeeded' && notified.current !== render.id) {
      notified.current = render.id;
      onRendered?.(render);
    }
  }, [render, onRendered]);

  const submit = async () => {
    if (!photo) return;
    setSubmitting(true);
    setError(null);
    try {
      const input: TRenderInput = {
        imageId: photo.id,
        tool,
        roomType,
        style,
        prompt: prompt.trim() || undefined,
      };
      if (selectedTool.needsMask) {
        const mask = await maskRef.current?.toMaskBlob();
        if (!mask) {
          setError({ message: t('mask.required') });
          return;
        }
        input.maskImageId = (await studioApi(mode).upload(mask, 'mask')).id;
      }
      if (mode === 'account') {
        input.variants = variants;
        input.watermark = watermarkOn;
        if (selectedProject) input.projectId = selectedProject.id;
      } else {
        input.watermark = watermarkOn;
      }
      const created = await studioApi(mode).createRender(input);
      track('render_created', {
        render_id: created.id,
        mode,
        tool,
        room_type: roomType,
        style,
        variants: created.variants,
      });
      setRenderId(created.id);
      await mutate(created, { revalidate: false });
    } catch (e) {
      const code = (e as { details?: { error?: string } }).details?.error;
      track('render_failed', {
        render_id: null,
        mode,
        tool,
        room_type: roomType,
        style,
        stage: 'create',
        error_code: code ?? null,
      });
      setError({ message: errorMessage(e), code });
    } finally {
      setSubmitting(false);
    }
  };

  /** Cancel or retry the render shown; the answer is the render's new state. */
  const act = async (action: 'cancel' | 'retry') => {
    if (!render) return;
    try {
      const { render: changed } = await postData<{ render: TRender }>({
        url: `/api/renders/${render.id}/${action}`,
      });
      await mutate(changed, { revalidate: false });
    } catch (e) {
      setError({ message: errorMessage(e) });
    }
  };

  const pickSample = async (sample: SampleRoom) => {
    const blob = await fetch(sampleUrl(sample)).then((res) => res.blob());
    setRoomType(sample.room);
    await accept(new File([blob], `${sample.file}.webp`, { type: 'image/webp' }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-4">
        <Suspense fallback={loadingPanel}>
          {render?.status === 'succeeded' ? (
            <ResultViewer render={render}>
              {() =>
                !render.mine ? null : mode === 'account' ? (
                  <ResultActions
                    render={render}
                    onChanged={(changed) => void mutate(changed, { revalidate: false })}
                    onRegenerate={() => void submit()}
                    regenerating={busy}
                  />
                ) : (
                  <div className="bg-brand-50 rounded-2xl p-4">
                    <p className="font-semibold">{t('trial.keepTitle')}</p>
                    <p className="text-ink-muted mt-1 text-sm">{t('trial.keepText')}</p>
                    <Link href="/signup?redirectedFrom=/studio" className="btn-primary mt-3">
                      {t('trial.signUp')}
                    </Link>
                  </div>
                )
              }
            </ResultViewer>
          ) : photo && image !== 'blank' ? (
            selectedTool.needsMask ? (
              <MaskEditor
                ref={maskRef}
                imageUrl={photo.url}
                width={photo.width}
                height={photo.height}
                disabled={busy}
              />
            ) : (
              // The user's own photo: private (or a local preview), so served as it is.
              <Image
                unoptimized
                src={photo.url}
                alt={t('upload.preview')}
                width={photo.width}
                height={photo.height}
                className="w-full rounded-2xl"
              />
            )
          ) : (
            <>
              <UploadDropzone onFile={(file) => void accept(file)} uploading={uploading} />
              <SampleRooms onPick={(sample) => void pickSample(sample)} disabled={uploading} />
            </>
          )}
        </Suspense>
        {render && isPending(render) ? (
          <RenderProgress
            render={render}
            onCancel={mode === 'account' && render.mine ? () => void act('cancel') : undefined}
          />
        ) : null}
        {render?.status === 'failed' || render?.status === 'canceled' ? (
          <div role="alert" className="bg-danger-50 text-danger-600 space-y-2 rounded-xl p-4 text-sm">
            <p>
              {render.status === 'canceled'
                ? t('progress.canceled')
                : render.mine
                  ? render.error
                  : t('card.failedUnknown', { ns: 'designs' })}
            </p>
            {mode === 'account' && render.mine ? (
              <button type="button" className="btn-secondary" onClick={() => void act('retry')}>
                {t('progress.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <div role="alert" className="bg-danger-50 text-danger-600 rounded-xl p-4 text-sm">
            <p>{error.message}</p>
            {error.code === 'quota_exceeded' ? (
              <Link href="/pricing" className="link mt-2 inline-block">
                {t('errors.upgrade')}
              </Link>
            ) : null}
            {error.code === 'trial_used' ? (
              <Link href="/signup?redirectedFrom=/studio" className="link mt-2 inline-block">
                {t('trial.signUp')}
              </Link>
            ) : null}
          </div>
        ) : null}
        {photo ? (
          <button
            type="button"
            className="btn-ghost"
            disabled={busy}
            onClick={() => {
              setPhoto(null);
              setRenderId(null);
            }}
          >
            {t('upload.another')}
          </button>
        ) : null}
        {mode === 'account' ? <VideoJobs /> : null}
      </div>

      <form
        className="min-w-0 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ToolPicker value={tool} onChange={setTool} disabled={busy} offlinePreview={offlinePreview} />
        <RoomSelect value={roomType} onChange={setRoomType} disabled={busy} />
        <StylePicker value={style} onChange={setStyle} disabled={busy} />
        <div>
          <label htmlFor={promptId} className="label">
            {t('prompt.label')}
          </label>
          <textarea
            id={promptId}
            className="field"
            rows={2}
            maxLength={500}
            value={prompt}
            placeholder={t('prompt.placeholder')}
            onChange={(event) => setPrompt(event.target.value)}
            disabled={busy}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {mode === 'account' ? (
            <div>
              <label htmlFor={variantsId} className="label">
                {t('options.variants')}
              </label>
              <select
                id={variantsId}
                className="field w-24"
                value={variants}
                onChange={(event) => setVariants(Number(event.target.value))}
                disabled={busy}
              >
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={watermarkOn}
              onChange={(event) => setWatermark(event.target.checked)}
              disabled={busy}
              className="size-4"
            />
            {t('options.watermark')}
          </label>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={!photo || busy || uploading}>
          {submitting ? t('submit.starting') : t('submit.label')}
        </button>
        {!photo ? <p className="text-ink-subtle text-center text-sm">{t('submit.needPhoto')}</p> : null}
      </form>
    </div>
  );
}
