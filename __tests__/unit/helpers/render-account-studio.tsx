import { render } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { SWRConfig } from 'swr';
import { Studio } from '@/components/studio/studio';
import { StudioStoreProvider } from '@/store/studio-store-provider';

/** The signed-in studio as its page mounts it, with a fresh SWR cache so no test sees another's answers. */
export function renderAccountStudio() {
  return render(
    <MemoryRouterProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StudioStoreProvider>
          <Studio mode="account" />
        </StudioStoreProvider>
      </SWRConfig>
    </MemoryRouterProvider>,
  );
}
