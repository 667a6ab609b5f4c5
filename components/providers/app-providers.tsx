import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { MyUserContextProvider } from './user-context';

/**
 * One SWR cache for the app and the session and user context on top of it. The session is read through the user
 * context (GET /api/me), so no auth SDK is shipped to the browser. The studio's stores wrap only the pages that
 * use them, so other pages do not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MyUserContextProvider>{children}</MyUserContextProvider>
    </SWRConfig>
  );
}
