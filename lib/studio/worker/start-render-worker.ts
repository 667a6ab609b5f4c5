import { getEngine } from '../engines/get-engine';
import { resumeInterruptedRenders, runNextRender } from './run-next-render';

const IDLE_POLL_MS = 1000;

/**
 * The in-process worker of the local engine: picks up what a restart interrupted, then renders queued jobs one at
 * a time (sharp already uses every core for one image), polling while the queue is empty.
 */
export async function startRenderWorker(): Promise<void> {
  const engine = getEngine();
  const resumed = await resumeInterruptedRenders(engine);
  if (resumed > 0) console.log(`[renders] resumed ${resumed} interrupted render(s)`);
  const loop = async () => {
    try {
      while ((await runNextRender(engine)) === 'rendered') {
        // Keep going while there is work.
      }
    } catch (error) {
      console.error('[renders] worker error', error);
    }
    setTimeout(loop, IDLE_POLL_MS).unref();
  };
  void loop();
}
