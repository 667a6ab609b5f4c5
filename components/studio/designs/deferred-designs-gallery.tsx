import { type ComponentProps, Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { GallerySkeleton } from './gallery-skeleton';

const DesignsGallery = lazy(() => import('./designs-gallery').then((m) => ({ default: m.DesignsGallery })));

type Props = ComponentProps<typeof DesignsGallery>;

/** Soon enough that a visitor scrolling down finds the designs already there. */
const NEAR = '100% 0px';

/**
 * The designs under the studio: nothing of them is needed for the first screen, so their code, their three feeds'
 * requests and their render wait until the page has loaded and the browser is idle, or until the visitor scrolls
 * near them; they then render as a transition, in slices that leave the main thread free. Until then (and on the
 * server, which never renders the gallery itself, so no Suspense boundary of it is ever streamed) the skeleton holds
 * the place.
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
    // After the load event, at the browser's first idle moment (Safari has no requestIdleCallback: a task then).
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(want) : window.setTimeout(want, 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
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
