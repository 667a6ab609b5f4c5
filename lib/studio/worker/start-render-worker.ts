import { getEngine } from '../engines/get-engine';
import { resumeInterruptedVideos, runNextVideo } from '../videos/run-next-video';
import { resumeInterruptedRenders, runNextRender } from './run-next-render';

const IDLE_POLL_MS = 1000;

/**
 * The in-process worker: picks up what a restart interrupted, then renders queued jobs one at a time with the local
 * engine (sharp already uses every core for one image), then the queued videos, polling while the queues are empty.
 * With Replicate rendering, it only makes videos.
 */
export async function startRenderWorker(options: { renders: boolean }): Promise<void> {
  const engine = options.renders ? getEngine() : null;
  const resumed = engine ? await resumeInterruptedRenders(engine) : 0;
  if (resumed > 0) console.log(`[renders] resumed ${resumed} interrupted render(s)`);
  const resumedVideos = await resumeInterruptedVideos();
  if (resumedVideos > 0) console.log(`[videos] resumed ${resumedVideos} interrupted video(s)`);
  const loop = async () => {
    try {
      while ((engine && (await runNextRender(engine)) === 'rendered') || (await runNextVideo()) === 'made') {
        // Keep going while there is work; renders first, as people wait for them.
      }
    } catch (error) {
      console.error('[renders] worker error', error);
    }
    setTimeout(loop, IDLE_POLL_MS).unref();
  };
  void loop();
}
