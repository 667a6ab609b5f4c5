import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { MyUserContextProvider } from './user-context';

/**
 * One SWR cache for the app, the session and user context on top of it, and the studio's stores. The session is
 * read through the user context (GET /api/me), so no auth SDK is shipped to the browser.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MyUserContextProvider>
        <StudioStoreProvider>{children}</StudioStoreProvider>
      </MyUserContextProvider>
    </SWRConfig>
  );
}
