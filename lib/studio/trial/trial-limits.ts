import '@/lib/server-only';
/** A visitor without an account may make this many renders a day (rolling 24 hours). */
export const TRIAL_RENDERS_PER_DAY = 1;
/** Clearing cookies makes a new visitor; the network address still bounds what one person can take. */
export const TRIAL_RENDERS_PER_IP_PER_DAY = 3;
export const TRIAL_UPLOADS_PER_DAY = 10;
export const TRIAL_UPLOADS_PER_IP_PER_DAY = 30;
