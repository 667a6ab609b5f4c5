import '@/lib/server-only';
/** Renders a month for an account without a plan (DESIGN: free accounts 3 a month; the users column default). */
export const FREE_MONTHLY_QUOTA = 3;
