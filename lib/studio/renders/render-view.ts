import '@/lib/server-only';
import { isErrorCode } from '@/lib/api/error-codes';
import type { ToolOptions } from '../catalog/tool-options';
import { fileUrl } from '../files/file-url';
import type { TPublicRender, TRender, TRenderView } from './render-request';

export type RenderRow = {
  id: string;
  /** Null for a free-trial visitor's render (its owner is the visitor). */
  user_id: string | null;
  status: TRender['status'];
  tool: string;
  room_type: string;
  style: string;
  prompt: string | null;
  variants: number;
  watermark: boolean;
  strict_layout: boolean;
  options: ToolOptions;
  engine: string | null;
  error: string | null;
  error_code: string | null;
  outputs: string[];
  unwatermarked_outputs: string[];
  structure_scores: number[];
  image_id: string;
  image_key: string;
  project_id: string | null;
  is_public: boolean;
  created_at: Date;
  finished_at: Date | null;
};

export const RENDER_COLUMNS =
  'id, user_id, status, tool, room_type, style, prompt, variants, watermark, strict_layout, options, engine, error, error_code, outputs, unwatermarked_outputs, structure_scores, image_id, image_key, project_id, is_public, created_at, finished_at';

/** The render's structure score: its weakest output's (null when none was measured). */
const structureScore = (row: RenderRow): number | null =>
  row.structure_scores.length > 0 ? Math.min(...row.structure_scores) : null;

/** The owner's view: only for a row the caller owns. */
export function toRenderView(row: RenderRow): TRender {
  return {
    id: row.id,
    mine: true,
    status: row.status,
    tool: row.tool,
    roomType: row.room_type,
    style: row.style,
    prompt: row.prompt,
    variants: row.variants,
    watermark: row.watermark,
    strictLayout: row.strict_layout,
    options: row.options,
    engine: row.engine,
    error: row.error,
    errorCode: isErrorCode(row.error_code) ? row.error_code : null,
    outputs: row.outputs.map(fileUrl),
    structureScore: structureScore(row),
    unwatermarkedOutputs: row.unwatermarked_outputs.map(fileUrl),
    imageId: row.image_id,
    imageUrl: fileUrl(row.image_key),
    projectId: row.project_id,
    isPublic: row.is_public,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** Built field by field, so a column added to the owner's view never reaches anyone else by default. */
export function toPublicRenderView(row: RenderRow): TPublicRender {
  return {
    id: row.id,
    mine: false,
    status: row.status,
    tool: row.tool,
    roomType: row.room_type,
    style: row.style,
    variants: row.variants,
    engine: row.engine,
    outputs: row.outputs.map(fileUrl),
    imageUrl: fileUrl(row.image_key),
    isPublic: row.is_public,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** The owner's view for the owner, the public one for everyone else, signed in (an id) or not (null). */
export const renderViewFor = (viewerId: string | null, row: RenderRow): TRenderView =>
  viewerId !== null && row.user_id === viewerId ? toRenderView(row) : toPublicRenderView(row);
