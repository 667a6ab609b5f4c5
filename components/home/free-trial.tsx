import { Studio } from '@/components/studio/studio';
import { StudioProviders } from '@/components/studio/studio-providers';

/** The free trial: the studio itself in trial mode, with the cache and stores it needs. */
export function FreeTrial() {
  return (
    <StudioProviders>
      <Studio mode="trial" />
    </StudioProviders>
  );
}
