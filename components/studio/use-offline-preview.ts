import { startTransition, useEffect, useState } from 'react';
import { getData } from '@/lib/api/fetch-json';

/** The part of GET /api/health the studio reads: which render engine is active. */
type THealthEngine = { adapters?: { renderEngine?: string } };

/**
 * Whether renders are drawn by the built-in offline preview engine (no hosted models configured), as the server's
 * health report says. False until it answers, and if it cannot: the cards then simply say less. Read once per
 * picker, and the answer applied as a transition: the cards re-render with it in slices that leave the main thread
 * free while the page is still loading (an SWR answer re-renders at once, in one task).
 */
export function useOfflinePreview(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let current = true;
    getData<THealthEngine>('/api/health').then(
      (health) => {
        if (current) startTransition(() => setOffline(health.adapters?.renderEngine === 'local'));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return offline;
}
