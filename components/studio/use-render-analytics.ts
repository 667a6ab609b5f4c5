import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import type { StudioMode } from './studio-api';
import { isPending } from './use-render';

const durationMs = (render: TRenderView) =>
  render.finishedAt ? Date.parse(render.finishedAt) - Date.parse(render.createdAt) : null;

/**
 * Records how a render the user watched ended: succeeded or failed, once each. Only renders seen queued or
 * processing on this page count, so opening an old render from the feeds records nothing.
 */
export function useRenderAnalytics(mode: StudioMode, render: TRenderView | undefined): void {
  const watched = useRef(new Set<string>());

  useEffect(() => {
    if (!render) return;
    if (isPending(render)) {
      watched.current.add(render.id);
      return;
    }
    if (!watched.current.delete(render.id)) return;
    const properties = {
      render_id: render.id,
      mode,
      tool: render.tool,
      room_type: render.roomType,
      style: render.style,
    };
    if (render.status === 'succeeded')
      track('render_succeeded', { ...properties, duration_ms: durationMs(render) });
    if (render.status === 'failed')
      track('render_failed', { ...properties, stage: 'render', error_code: null });
  }, [mode, render]);
}
