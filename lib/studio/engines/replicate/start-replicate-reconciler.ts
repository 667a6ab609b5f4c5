import { reconcileReplicateRenders } from './reconcile-replicate-renders';

const EVERY_MS = 30_000;

/** Runs the reconciler every 30 s in a long-lived server (on serverless hosts, call the same function from a cron). */
export function startReplicateReconciler(): void {
  const tick = async () => {
    try {
      const report = await reconcileReplicateRenders();
      if (report.started + report.completed + report.orphaned > 0)
        console.log('[renders] reconciled', report);
    } catch (error) {
      console.error('[renders] reconciler error', error);
    }
    setTimeout(tick, EVERY_MS).unref();
  };
  setTimeout(tick, EVERY_MS).unref();
}
