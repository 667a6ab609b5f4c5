import '@/lib/server-only';
import { getURL } from '@/lib/site/site-url';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from '@/lib/studio/renders/render-view';
import type { TApiRender } from './v1-schemas';

export type ApiRenderRow = RenderRow & { webhook_url: string | null };

/** The columns of an API render, for a query on public.renders without an alias. */
export const API_RENDER_COLUMNS = `${RENDER_COLUMNS}, webhook_url`;

const absolute = (path: string) => getURL(path.replace(/^\//, ''));

/** A render as /api/v1 shows it: snake_case, and absolute URLs an API client can download from. */
export function toApiRender(row: ApiRenderRow): TApiRender {
  const render = toRenderView(row);
  return {
    id: render.id,
    status: render.status,
    tool: render.tool,
    room_type: render.roomType,
    style: render.style,
    prompt: render.prompt,
    variants: render.variants,
    watermark: render.watermark,
    strict_layout: render.strictLayout,
    options: render.options,
    input_image_url: absolute(render.imageUrl),
    outputs: render.outputs.map(absolute),
    structure_score: render.structureScore,
    error: render.error,
    error_code: render.errorCode,
    webhook_url: row.webhook_url,
    created_at: render.createdAt,
    finished_at: render.finishedAt,
  };
}
