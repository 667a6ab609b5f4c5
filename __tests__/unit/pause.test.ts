import { describe, expect, it } from '@jest/globals';
import { getEventListeners } from 'node:events';
import { pause, wakeWorkers } from '@/lib/jobs/wake-workers';

describe('pause', () => {
  it('leaves no listener on the long-lived signal, however many rounds a loop waits', async () => {
    const controller = new AbortController();
    for (let round = 0; round < 12; round += 1) await pause(1, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('ends early when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = pause(60_000, controller.signal);
    controller.abort();
    await waiting;
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('ends early when a job of its queue is committed, and then listens no more', async () => {
    const controller = new AbortController();
    const waiting = pause(60_000, controller.signal, 'render');
    wakeWorkers('video');
    let ended = false;
    void waiting.then(() => (ended = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    wakeWorkers('render');
    await waiting;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    controller.abort();
  });
});
