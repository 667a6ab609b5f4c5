import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LazyAnalytics } from '@/components/analytics/lazy-analytics';
import { publicEnv } from '@/lib/public-env';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { MyUserContextProvider } from './user-context';

// Without their keys, error reporting and analytics are not even fetched.
const analyticsConfigured = Boolean(publicEnv.posthogKey || publicEnv.sentryDsn);

/**
 * One SWR cache for the app, the session and user context on top of it, and the studio's stores. The session is
 * read through the user context (GET /api/me), so no auth SDK is shipped to the browser. Analytics sits inside the
 * user context: it identifies the user who signs in.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MyUserContextProvider>
        <StudioStoreProvider>{children}</StudioStoreProvider>
        {analyticsConfigured ? <LazyAnalytics /> : null}
      </MyUserContextProvider>
    </SWRConfig>
  );
}
