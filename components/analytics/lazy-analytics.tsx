import { type ComponentType, useEffect, useState } from 'react';

/**
 * Error reporting and analytics as a chunk of their own, fetched after hydration (the server cannot know the
 * visitor's consent anyway). A plain import() rather than next/dynamic, whose loader would weigh on every page.
 */
export function LazyAnalytics() {
  const [Analytics, setAnalytics] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./analytics')
      .then((loaded) => setAnalytics(() => loaded.Analytics))
      .catch((error: unknown) => console.warn('[analytics] could not load', error));
  }, []);
  return Analytics ? <Analytics /> : null;
}
