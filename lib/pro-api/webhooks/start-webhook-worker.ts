import { deliverNextWebhook } from './deliver-webhooks';

const IDLE_POLL_MS = 2000;

/** Sends due webhooks in a long-lived server (on serverless hosts, call `deliverNextWebhook` from a cron). */
export function startWebhookWorker(): void {
  const loop = async () => {
    try {
      while ((await deliverNextWebhook()) === 'sent') {
        // Keep going while deliveries are due.
      }
    } catch (error) {
      console.error('[webhooks] delivery error', error);
    }
    setTimeout(loop, IDLE_POLL_MS).unref();
  };
  void loop();
}
