import type { ReactNode } from 'react';
import { LazyAnalytics } from '@/components/analytics/lazy-analytics';
import { publicEnv } from '@/lib/public-env';
import { MyUserContextProvider } from './user-context';

// Without their keys, error reporting and analytics are not even fetched.
const analyticsConfigured = Boolean(publicEnv.posthogKey || publicEnv.sentryDsn);

/**
 * The session and user context, the one thing every page shares: the header and footer show it. It is read through
 * GET /api/me, so no auth SDK is shipped to the browser. Analytics sits inside it: it identifies the user who signs
 * in. SWR and the studio's stores are not here: the pages that use them bring them, so the others do not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MyUserContextProvider>
      {children}
      {analyticsConfigured ? <LazyAnalytics /> : null}
    </MyUserContextProvider>
  );
}
