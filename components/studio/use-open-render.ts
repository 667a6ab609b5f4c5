import { useEffect } from 'react';
import type { StyleId } from '@/lib/studio/catalog/styles';
import { findToolTraits } from '@/lib/studio/catalog/tool-traits';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import type { StudioFlowStore } from '@/store/studio-flow-store';

/**
 * A render opened from the feeds brings its choices into the form, and its photo when it is the viewer's (whose
 * size, needed to brush a mask on it, is read from the image itself).
 */
export function useOpenRender(flow: StudioFlowStore, openRender: TRenderView | null | undefined) {
  useEffect(() => {
    if (!openRender) return;
    flow.getState().openRender({
      id: openRender.id,
      tool: findToolTraits(openRender.tool)?.id ?? 'redesign',
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
}
