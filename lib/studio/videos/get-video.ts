import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { asUser } from '@/lib/db/as-user';
import { VIDEO_COLUMNS, type TVideo, type VideoRow, toVideoView } from './video-view';

/** One of the user's videos; anyone else's is answered exactly like a missing one (RLS decides). */
export async function getVideo(userId: string, videoId: string): Promise<TVideo> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<VideoRow>(`select ${VIDEO_COLUMNS} from public.videos where id = $1`, [videoId]),
  );
  if (!rows[0]) throw new AppError('video_not_found');
  return toVideoView(rows[0]);
}
