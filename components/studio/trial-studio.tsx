import { StudioStoreProvider } from '@/store/studio-store-provider';
import { Studio } from './studio';

/** The free trial of the home page: the studio in trial mode with stores of its own (loaded on demand). */
export default function TrialStudio() {
  return (
    <StudioStoreProvider>
      <Studio mode="trial" />
    </StudioStoreProvider>
  );
}
