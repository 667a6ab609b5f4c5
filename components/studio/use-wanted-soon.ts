import { type RefObject, startTransition, useEffect, useState } from 'react';

/** What says the visitor has started using the page. */
const INTENT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Whether a part of the page that waits (for its code, its requests or only its render) is wanted now: once its
 * place comes within `near` of the screen (an IntersectionObserver root margin) or the visitor starts using the page
 * (a tap, a key, the wheel), not while the page loads. It turns true as a transition, so the part then renders in
 * slices that leave the main thread free, and stays true.
 */
export function useWantedSoon(place: RefObject<Element | null>, near: string): boolean {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => startTransition(() => setWanted(true));
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            { rootMargin: near },
          )
        : null;
    if (observer && place.current) observer.observe(place.current);
    for (const type of INTENT)
      window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      observer?.disconnect();
      for (const type of INTENT) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted, place, near]);

  return wanted;
}
