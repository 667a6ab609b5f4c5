import { describe, expect, it } from '@jest/globals';
import { getEventListeners } from 'node:events';
import { pause } from '@/lib/jobs/wake-workers';

describe('pause', () => {
  it('leaves no listener on the stop signal once its time is up', async () => {
    const controller = new AbortController();
    for (let round = 0; round < 3; round += 1) await pause(1, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('ends at once when the signal aborts, and leaves no listener either', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const paused = pause(60_000, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    await paused;
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
