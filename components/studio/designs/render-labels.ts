import { findRoomType } from '@/lib/studio/catalog/room-types';
import { findStyle } from '@/lib/studio/catalog/styles';
import { findTool } from '@/lib/studio/catalog/tools';
import type { TRenderView } from '@/lib/studio/renders/render-request';

/** The catalogue's names for a render; an id the catalogue no longer has is shown as it is rather than hidden. */
export function renderLabels(render: TRenderView) {
  return {
    tool: findTool(render.tool)?.name ?? render.tool,
    style: findStyle(render.style)?.name ?? render.style,
    room: findRoomType(render.roomType)?.name ?? render.roomType,
  };
}
