import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { loadNamespace } from '@/lib/i18n/load-namespace';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { track } from '@/lib/analytics/track';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useValueChosenEarly } from '@/hooks/use-value-chosen-early';
import { apiErrorOf } from '@/lib/api/api-error-of';
import { postData } from '@/lib/api/fetch-json';
import { ROOM_TYPES, findRoomType } from '@/lib/studio/catalog/room-types';
import { hasStrictLayout } from '@/lib/studio/catalog/strict-layout';
import { type StyleId, findStyle } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import type { TRender, TRenderView } from '@/lib/studio/renders/render-request';
import { useEditorStore, useProjectStore } from '@/store/studio-store-provider';
import { createStudioFlowStore } from '@/store/studio-flow-store';
import { CanvasChoice } from './canvas-choice';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import { RenderProgress } from './render-progress';
import { ResultActions } from './result-actions';
import { RoomSelect } from './room-select';
import { StrictLayoutChoice } from './strict-layout-choice';
import { type SampleRoom, SampleRooms, sampleUrl } from './sample-rooms';
import { type StudioMode, type TRenderInput, type TUploadedImage, studioApi } from './studio-api';
import { StylePicker } from './style-picker';
import { ToolPicker } from './tool-picker';
import { UploadDropzone } from './upload-dropzone';
import { isPending, useRender } from './use-render';
import { useRenderAnalytics } from './use-render-analytics';
import { useImageUpload } from './use-image-upload';
import { useResultAsPhoto } from './use-result-as-photo';
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
// code (and the brush's texts) load then, keeping the studio quick to start.
const MaskEditor = lazy(() =>
  Promise.all([import('./mask-editor/mask-editor'), loadNamespace('mask-editor')]).then(([m]) => ({
    default: m.MaskEditor,
  })),
);
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
  const { errorMessage, messageFor } = useErrorMessage();
  const router = useRouter();
  const promptId = useId();
  const variantsId = useId();
  const formId = useId();
  const maskRef = useRef<MaskEditorHandle>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const variantsRef = useRef<HTMLSelectElement>(null);
  const watermarkRef = useRef<HTMLInputElement>(null);
  const strictLayoutRef = useRef<HTMLInputElement>(null);
  // Links from the site (realtor tools, style and room pages) choose the tool, style and room: ?tool=&style=&room=
  const [flow] = useState(() =>
    createStudioFlowStore({
      tool: initialTool(router.query.tool),
      roomType: initialRoom(router.query.room),
      style: initialStyle(router.query.style),
    }),
  );
  const {
    photo,
    tool,
    roomType,
    style,
    prompt,
    variants,
    watermark,
    strictLayout,
    renderId,
    variant,
    error,
  } = useStore(flow);
  const actions = flow.getState();
  useValueChosenEarly(() => promptRef.current?.value, prompt, actions.setPrompt);
  useValueChosenEarly(
    () => (variantsRef.current ? Number(variantsRef.current.value) : undefined),
    variants,
    actions.setVariants,
  );
  const [submitting, setSubmitting] = useState(false);
  const selectedProject = useProjectStore((s) => s.selectedProject);
  // A brush tool can render once something is painted on this photo's mask.
  const brushed = useEditorStore(
    (s) => s.maskSource === photo?.url && s.strokes.some((stroke) => stroke.mode === 'paint'),
  );
  const { data: render, mutate } = useRender(mode, renderId);
  useRenderAnalytics(mode, render);
  const notified = useRef<string | null>(null);
  // Set when the user has just said where to brush: the brush area takes the keyboard once it is on screen.
  const focusBrush = useRef(false);

  const selectedTool = findTool(tool)!;
  const watermarkOn = watermark ?? selectedTool.watermarkByDefault;
  useValueChosenEarly(() => watermarkRef.current?.checked, watermarkOn, actions.setWatermark);
  useValueChosenEarly(() => strictLayoutRef.current?.checked, strictLayout, actions.setStrictLayout);
  // Strict layout is an account's choice (the trial renders with the defaults), for the tools that have it.
  const offersStrictLayout = mode === 'account' && hasStrictLayout(tool);
  const busy = submitting || isPending(render);
  const showingResult = render?.status === 'succeeded';
  // A brush tool over a result: there is nothing to brush on until the user says which picture it is.
  const choosingCanvas = showingResult && selectedTool.needsMask;

  const onUploadFailed = useCallback(
    (message: string) => {
      flow.getState().clearPhoto();
      flow.getState().setError({ message });
      onUploadError?.(message);
    },
    [flow, onUploadError],
  );
  const onUploaded = useCallback(
    (uploaded: TUploadedImage) => {
      flow.getState().setPhoto(uploaded);
    },
    [flow],
  );
  const { accept, uploading } = useImageUpload(mode, onUploaded, onUploadFailed);
  const onResultTaken = useCallback(
    (taken: TUploadedImage) => {
      focusBrush.current = true;
      onUploaded(taken);
    },
    [onUploaded],
  );
  const onResultRefused = useCallback((message: string) => flow.getState().setError({ message }), [flow]);
  const resultAsPhoto = useResultAsPhoto(mode, onResultTaken, onResultRefused);

  // A render opened from the feeds brings its choices into the form, and its photo when it is the viewer's (whose
  // size, needed to brush a mask on it, is read from the image itself).
  useEffect(() => {
    if (!openRender) return;
    flow.getState().openRender({
      id: openRender.id,
      tool: findTool(openRender.tool)?.id ?? 'redesign',
      roomType: openRender.roomType,
      style: openRender.style as StyleId,
      prompt: openRender.mine ? (openRender.prompt ?? '') : '',
    });
    if (!openRender.mine) return;
    const probe = new window.Image();
    probe.onload = () =>
      flow.getState().attachPhoto({
        id: openRender.imageId,
        url: openRender.imageUrl,
        thumbnailUrl: openRender.imageUrl,
        width: probe.naturalWidth,
        height: probe.naturalHeight,
      });
    probe.src = openRender.imageUrl;
  }, [flow, openRender]);

  useEffect(() => {
    if (focusBrush.current && maskRef.current) {
      focusBrush.current = false;
      maskRef.current.focus();
    }
  });
  // The brush loads on demand: when it arrives after the choice to brush was made, it takes the focus then.
  const attachMask = useCallback((handle: MaskEditorHandle | null) => {
    maskRef.current = handle;
    if (handle && focusBrush.current) {
      focusBrush.current = false;
      handle.focus();
    }
  }, []);

  useEffect(() => {
    if (render?.status === 'succeeded' && notified.current !== render.id) {
      notified.current = render.id;
      onRendered?.(render);
    }
  }, [render, onRendered]);

  const submit = async () => {
    if (!photo) return;
    setSubmitting(true);
    actions.setError(null);
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
          actions.setError({ message: t('mask.required') });
          return;
        }
        input.maskImageId = (await studioApi(mode).upload(mask, 'mask')).id;
      }
      if (mode === 'account') {
        input.variants = variants;
        input.watermark = watermarkOn;
        if (offersStrictLayout && strictLayout) input.strictLayout = true;
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
      actions.showRender(created.id);
      await mutate(created, { revalidate: false });
    } catch (e) {
      const code = apiErrorOf(e)?.code;
      track('render_failed', {
        render_id: null,
        mode,
        tool,
        room_type: roomType,
        style,
        stage: 'create',
        error_code: code ?? null,
      });
      actions.setError({ message: errorMessage(e), code });
    } finally {
      setSubmitting(false);
    }
  };

  /** Cancel or retry the render shown (a retry in strict layout with `data`); the answer is its new state. */
  const act = async (action: 'cancel' | 'retry', data?: { strictLayout: true }) => {
    if (!render) return;
    try {
      const { render: changed } = await postData<{ render: TRender }>({
        url: `/api/renders/${render.id}/${action}`,
        data,
      });
      await mutate(changed, { revalidate: false });
    } catch (e) {
      actions.setError({ message: errorMessage(e) });
    }
  };

  const pickSample = async (sample: SampleRoom) => {
    const blob = await fetch(sampleUrl(sample)).then((res) => res.blob());
    actions.chooseRoomType(sample.room);
    await accept(new File([blob], `${sample.file}.webp`, { type: 'image/webp' }));
  };

  const brushOnOriginal = () => {
    focusBrush.current = true;
    actions.setResultAside();
  };
  const keepEditingResult = () => {
    if (render?.status !== 'succeeded' || !render.mine) return;
    // The result without the listing note where there is one: the note is added again to the next render if wanted.
    const output =
      (render.mine ? render.unwatermarkedOutputs[variant] : undefined) ?? render.outputs[variant];
    if (output) void resultAsPhoto.take(output);
  };

  const canSubmit =
    Boolean(photo) && !busy && !uploading && !choosingCanvas && (!selectedTool.needsMask || brushed);
  const submitHint = !photo
    ? t('submit.needPhoto')
    : selectedTool.needsMask && !choosingCanvas && !brushed
      ? t('mask.required')
      : null;

  return (
    // The action bar sticks to the bottom of the screen: on a phone while any of the studio is on it (the choices
    // column melts into the stack), so the next step is always beside the photo; on a wide screen, under the choices.
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="min-w-0 space-y-4">
        {/* Each lazy part has its own boundary, and only the parts the server never renders (a result, a brush) do:
            a boundary the server renders may stream its content later with an inline script, which the CSP blocks. */}
        {showingResult ? (
          <Suspense fallback={loadingPanel}>
            <ResultViewer render={render} variant={variant} onVariantChange={actions.chooseVariant}>
              {() =>
                !render.mine ? null : mode === 'account' ? (
                  <ResultActions
                    render={render}
                    onChanged={(changed) => void mutate(changed, { revalidate: false })}
                    onRegenerate={() => void submit()}
                    regenerateDisabled={!canSubmit}
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
          </Suspense>
        ) : photo ? (
          selectedTool.needsMask ? (
            <Suspense fallback={loadingPanel}>
              <MaskEditor
                key={photo.url}
                ref={attachMask}
                imageUrl={photo.url}
                width={photo.width}
                height={photo.height}
                disabled={busy}
              />
            </Suspense>
          ) : (
            // The user's own photo: private (or a local preview), so served as it is.
            <Picture
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
                : render.mine && render.errorCode
                  ? messageFor(render.errorCode)
                  : t('card.failedUnknown', { ns: 'designs' })}
            </p>
            {mode === 'account' && render.mine ? (
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-secondary" onClick={() => void act('retry')}>
                  {t('progress.retry')}
                </button>
                {/* The guard refused the result twice: the line-conditioned mode holds the room in place. */}
                {render.errorCode === 'structure_changed' &&
                !render.strictLayout &&
                hasStrictLayout(render.tool) ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => void act('retry', { strictLayout: true })}
                  >
                    {t('progress.retryStrict')}
                  </button>
                ) : null}
              </div>
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
          <button type="button" className="btn-ghost" disabled={busy} onClick={actions.clearPhoto}>
            {t('upload.another')}
          </button>
        ) : null}
        {mode === 'account' ? <VideoJobs /> : null}
      </div>

      <div className="contents lg:block lg:min-w-0 lg:space-y-5">
        <form
          id={formId}
          className="min-w-0 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit) void submit();
          }}
        >
          {/* Choices only shape the next render, so they stay open while one runs. */}
          <ToolPicker value={tool} onChange={actions.chooseTool} />
          <RoomSelect value={roomType} onChange={actions.chooseRoomType} />
          <StylePicker value={style} onChange={actions.chooseStyle} />
          <div>
            <label htmlFor={promptId} className="label">
              {t('prompt.label')}
            </label>
            <textarea
              ref={promptRef}
              id={promptId}
              className="field"
              rows={2}
              maxLength={500}
              value={prompt}
              placeholder={t('prompt.placeholder')}
              onChange={(event) => actions.setPrompt(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-end gap-4">
            {mode === 'account' ? (
              <div>
                <label htmlFor={variantsId} className="label">
                  {t('options.variants')}
                </label>
                <select
                  ref={variantsRef}
                  id={variantsId}
                  className="field w-24"
                  value={variants}
                  onChange={(event) => actions.setVariants(Number(event.target.value))}
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
                ref={watermarkRef}
                type="checkbox"
                checked={watermarkOn}
                onChange={(event) => actions.setWatermark(event.target.checked)}
                className="size-4"
              />
              {t('options.watermark')}
            </label>
          </div>
          {offersStrictLayout ? (
            <StrictLayoutChoice
              checked={strictLayout}
              onChange={actions.setStrictLayout}
              inputRef={strictLayoutRef}
            />
          ) : null}
        </form>

        <div
          data-testid="studio-action-bar"
          data-sticky-actions
          className="border-surface-line sticky bottom-0 z-10 -mx-1 rounded-t-2xl border-t bg-white/95 p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur"
        >
          {choosingCanvas ? (
            <CanvasChoice
              mine={render?.mine === true}
              onOriginal={brushOnOriginal}
              onResult={keepEditingResult}
              preparing={resultAsPhoto.preparing}
            />
          ) : (
            <>
              <button type="submit" form={formId} className="btn-primary w-full" disabled={!canSubmit}>
                {submitting ? t('submit.starting') : t('submit.label')}
              </button>
              {submitHint ? <p className="text-ink-subtle mt-2 text-center text-sm">{submitHint}</p> : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
