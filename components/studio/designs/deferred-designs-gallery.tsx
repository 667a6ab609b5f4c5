import { type ComponentProps, Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { loadNamespace } from '@/lib/i18n/load-namespace';
import { GallerySkeleton } from './gallery-skeleton';

// The gallery's texts come with its code: the page's data holds only the skeleton's.
const DesignsGallery = lazy(() =>
  Promise.all([import('./designs-gallery'), loadNamespace('designs')]).then(([m]) => ({
    default: m.DesignsGallery,
  })),
);

type Props = ComponentProps<typeof DesignsGallery>;

/** Soon enough that a visitor scrolling down finds the designs already there. */
const NEAR = '100% 0px';

/** What says the visitor has started using the page. */
const INTENT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The designs under the studio: nothing of them is needed for the first screen, so their code, their three feeds'
 * requests and their render wait until the visitor scrolls near them or starts using the page (a tap, a key, the
 * wheel), not while the page loads; they then render as a transition. Until then (and on the server, which never
 * renders the gallery itself, so no Suspense boundary of it is ever streamed) the skeleton holds the place.
 */
export function DeferredDesignsGallery(props: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
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
            { rootMargin: NEAR },
          )
        : null;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    for (const type of INTENT)
      window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      observer?.disconnect();
      for (const type of INTENT) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  const skeleton = (
    <div ref={placeholder} className="flex flex-col gap-4">
      {/* The title row and the feed tabs' height, so the grid does not move when they arrive. */}
      <div className="h-[5.5rem]" aria-hidden="true" />
      <GallerySkeleton />
    </div>
  );
  if (!wanted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <DesignsGallery {...props} />
    </Suspense>
  );
}
