import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StudioStoreProvider } from '@/store/studio-store-provider';

/**
 * What the studio and its feeds share: one SWR cache and one set of stores per mount, so server renders never share
 * state between visitors. Only the pages that show the studio load them.
 */
export function StudioProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <StudioStoreProvider>{children}</StudioStoreProvider>
    </SWRConfig>
  );
}
