import { Suspense, lazy, useEffect, useRef, useState } from 'react';

const FreeTrial = lazy(() => import('./free-trial').then((m) => ({ default: m.FreeTrial })));

// Most of the placeholder on screen: a trial that only peeks in below the hero waits until the visitor scrolls.
const VISIBLE_SHARE = 0.5;

/**
 * The home page's free trial, fetched and started when the visitor scrolls to it or reaches for it (pointer or
 * touch), not with the page: the whole studio would otherwise hold the main thread while the page becomes usable.
 */
export function TrialStudio() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const skeleton = (
    <div
      ref={placeholder}
      className="bg-surface-muted h-96 animate-pulse rounded-2xl"
      aria-hidden="true"
      onPointerEnter={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
    />
  );
  if (!wanted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <FreeTrial />
    </Suspense>
  );
}
