import '@/lib/server-only';
import { captureServerEvent } from '@/lib/analytics/server-analytics';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';

/**
 * Sends api_render_succeeded or api_render_failed for a render that just finished, when it came through the API and
 * analytics is on (otherwise not even the lookup runs). Never throws: the render is already finished.
 */
export async function reportApiRenderOutcome(renderId: string): Promise<void> {
  if (getServerEnv().adapters.analytics !== 'posthog') return;
  try {
    const db = await getDb();
    const { rows } = await db.query<{
      user_id: string;
      tool: string;
      status: string;
      duration_ms: number | null;
    }>(
      `select user_id, tool, status::text as status,
         (extract(epoch from finished_at - created_at) * 1000)::int as duration_ms
       from public.renders where id = $1 and api_key_id is not null and status in ('succeeded', 'failed')`,
      [renderId],
    );
    const render = rows[0];
    if (!render) return;
    if (render.status === 'succeeded') {
      await captureServerEvent(render.user_id, 'api_render_succeeded', {
        render_id: renderId,
        tool: render.tool,
        duration_ms: render.duration_ms,
      });
    } else {
      await captureServerEvent(render.user_id, 'api_render_failed', {
        render_id: renderId,
        tool: render.tool,
        error_code: null,
      });
    }
  } catch (error) {
    console.error('[api] could not report a render outcome', error);
  }
}
