import { getEngine } from '../engines/get-engine';
import { resumeInterruptedVideos, runNextVideo } from '../videos/run-next-video';
import { resumeInterruptedRenders, runNextRender } from './run-next-render';

const IDLE_POLL_MS = 1000;

/**
 * The in-process worker of the local engine: picks up what a restart interrupted, then renders queued jobs one at
 * a time (sharp already uses every core for one image), then the queued videos, polling while both queues are empty.
 */
export async function startRenderWorker(): Promise<void> {
  const engine = getEngine();
  const resumed = await resumeInterruptedRenders(engine);
  if (resumed > 0) console.log(`[renders] resumed ${resumed} interrupted render(s)`);
  const resumedVideos = await resumeInterruptedVideos();
  if (resumedVideos > 0) console.log(`[videos] resumed ${resumedVideos} interrupted video(s)`);
  const loop = async () => {
    try {
      while ((await runNextRender(engine)) === 'rendered' || (await runNextVideo()) === 'made') {
        // Keep going while there is work; renders first, as people wait for them.
      }
    } catch (error) {
      console.error('[renders] worker error', error);
    }
    setTimeout(loop, IDLE_POLL_MS).unref();
  };
  void loop();
}
