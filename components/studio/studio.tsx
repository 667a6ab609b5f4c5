import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { ROOM_TRAITS, findRoomTraits } from '@/lib/studio/catalog/room-traits';
import { type StyleId, findStyleTraits } from '@/lib/studio/catalog/style-traits';
import { type ToolId, findToolTraits } from '@/lib/studio/catalog/tool-traits';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import { createStudioFlowStore } from '@/store/studio-flow-store';
import { useVideoJobsStore } from '@/store/studio-store-provider';
import { studioAbilities } from './studio-abilities';
import type { StudioMode, TUploadedImage } from './studio-api';
import { StudioCanvas } from './studio-canvas';
import { StudioChoices } from './studio-choices';
import { type StudioSession, StudioSessionProvider } from './studio-context';
import { StudioOutcome } from './studio-outcome';
import { StudioSubmitBar } from './studio-submit-bar';
import { useImageUpload } from './use-image-upload';
import { isPending, useRender } from './use-render';
import { useOpenRender } from './use-open-render';
import { useRenderAnalytics } from './use-render-analytics';
import { useResultAsPhoto } from './use-result-as-photo';
import { useStudioBrush } from './use-studio-brush';

// Videos are asked for from a result, after the page is up: the list following them loads with the first.
const VideoJobs = lazy(() => import('./video-jobs').then((m) => ({ default: m.VideoJobs })));

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

const initialTool = (query: unknown): ToolId =>
  (typeof query === 'string' && findToolTraits(query)?.id) || 'redesign';
const initialStyle = (query: unknown): StyleId =>
  (typeof query === 'string' && findStyleTraits(query)?.id) || 'modern';
const initialRoom = (query: unknown): string =>
  (typeof query === 'string' && findRoomTraits(query)?.id) || ROOM_TRAITS[0]!.id;

/**
 * The editor (issue 5): a photo, a tool, a room and a style, an optional prompt (and a brushed mask for the tools
 * that need or take one), then the render's progress and its result. The home page's free trial is the same component in
 * `trial` mode, against the trial endpoints (what differs is in studio-abilities). Its state is one store, shared
 * by its parts through the studio context: the canvas, the outcome, the choices and the submit bar.
 */
export function Studio({ mode, onRendered, onUploadError, openRender }: Props) {
  const { t } = useTranslation('studio');
  const router = useRouter();
  const formId = useId();
  const brush = useStudioBrush();
  // Links from the site (realtor tools, style and room pages) choose the tool, style and room: ?tool=&style=&room=
  const [flow] = useState(() =>
    createStudioFlowStore({
      tool: initialTool(router.query.tool),
      roomType: initialRoom(router.query.room),
      style: initialStyle(router.query.style),
    }),
  );
  const photo = useStore(flow, (s) => s.photo);
  const submitting = useStore(flow, (s) => s.submitting);
  const hasVideoJobs = useVideoJobsStore((s) => s.pendingVideoJobs.length > 0);
  const { data: render, mutate } = useRender(
    mode,
    useStore(flow, (s) => s.renderId),
  );
  useRenderAnalytics(mode, render);
  const notified = useRef<string | null>(null);

  const onUploadFailed = useCallback(
    (message: string) => {
      flow.getState().clearPhoto();
      flow.getState().setError({ message });
      onUploadError?.(message);
    },
    [flow, onUploadError],
  );
  const onUploaded = useCallback((uploaded: TUploadedImage) => flow.getState().setPhoto(uploaded), [flow]);
  const { accept, uploading } = useImageUpload(mode, onUploaded, onUploadFailed);
  const onResultTaken = useCallback(
    (taken: TUploadedImage) => {
      brush.focusNext();
      onUploaded(taken);
    },
    [brush, onUploaded],
  );
  const onResultRefused = useCallback((message: string) => flow.getState().setError({ message }), [flow]);
  const { take, preparing } = useResultAsPhoto(mode, onResultTaken, onResultRefused);
  const abilities = studioAbilities(mode);
  const session = useMemo<StudioSession>(
    () => ({
      mode,
      abilities,
      flow,
      brush,
      upload: { accept, uploading },
      resultAsPhoto: { take, preparing },
      shown: { data: render, mutate },
    }),
    [mode, abilities, flow, brush, accept, uploading, take, preparing, render, mutate],
  );

  useOpenRender(flow, openRender);
  useEffect(() => {
    if (render?.status === 'succeeded' && notified.current !== render.id) {
      notified.current = render.id;
      onRendered?.(render);
    }
  }, [render, onRendered]);

  return (
    <StudioSessionProvider value={session}>
      {/* The action bar sticks to the bottom of the screen: on a phone while any of the studio is on it (the choices
          column melts into the stack), so the next step is always beside the photo; on a wide screen, under the
          choices. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 space-y-4">
          <StudioCanvas />
          <StudioOutcome />
          {photo ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={submitting || isPending(render)}
              onClick={flow.getState().clearPhoto}
            >
              {t('upload.another')}
            </button>
          ) : null}
          {abilities.videoJobs && hasVideoJobs ? (
            <Suspense fallback={null}>
              <VideoJobs />
            </Suspense>
          ) : null}
        </div>

        <div className="contents lg:block lg:min-w-0 lg:space-y-5">
          <StudioChoices formId={formId} />
          <StudioSubmitBar formId={formId} />
        </div>
      </div>
    </StudioSessionProvider>
  );
}
