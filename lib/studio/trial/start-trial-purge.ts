import { purgeExpiredTrials } from './purge-expired-trials';

const EVERY_MS = 60 * 60 * 1000;

/** Purges expired trials hourly in a long-lived server (on serverless hosts, call `purgeExpiredTrials` from a cron). */
export function startTrialPurge(): void {
  const tick = async () => {
    try {
      const purged = await purgeExpiredTrials();
      if (purged > 0) console.log(`[trial] purged ${purged} expired trial(s)`);
    } catch (error) {
      console.error('[trial] purge failed', error);
    }
    setTimeout(tick, EVERY_MS).unref();
  };
  setTimeout(tick, 60_000).unref();
}
