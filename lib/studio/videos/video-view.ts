import { type ErrorCode, isErrorCode } from '@/lib/api/error-codes';
import { fileUrl } from '../files/file-url';

export type TVideo = {
  id: string;
  renderId: string;
  status: 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  /** The MP4 once it is made; add `?download=1` to download it. */
  url: string | null;
  durationSeconds: number | null;
  /** Why it failed, in English; `errorCode` is what the studio translates. */
  error: string | null;
  errorCode: ErrorCode | null;
  createdAt: string;
};

export type VideoRow = {
  id: string;
  render_id: string;
  status: TVideo['status'];
  storage_key: string | null;
  duration_seconds: number | null;
  error: string | null;
  error_code: string | null;
  created_at: Date;
};

export const VIDEO_COLUMNS =
  'id, render_id, status, storage_key, duration_seconds, error, error_code, created_at';

export function toVideoView(row: VideoRow): TVideo {
  return {
    id: row.id,
    renderId: row.render_id,
    status: row.status,
    url: row.status === 'succeeded' && row.storage_key ? fileUrl(row.storage_key) : null,
    durationSeconds: row.duration_seconds,
    error: row.error,
    errorCode: isErrorCode(row.error_code) ? row.error_code : null,
    createdAt: row.created_at.toISOString(),
  };
}
