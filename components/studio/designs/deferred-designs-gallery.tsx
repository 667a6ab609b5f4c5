import { type ComponentProps, Suspense, lazy, useRef } from 'react';
import { useWantedSoon } from '../use-wanted-soon';
import { GallerySkeleton } from './gallery-skeleton';

const DesignsGallery = lazy(() => import('./designs-gallery').then((m) => ({ default: m.DesignsGallery })));

type Props = ComponentProps<typeof DesignsGallery>;

/** Soon enough that a visitor scrolling down finds the designs already there. */
const NEAR = '100% 0px';

/**
 * The designs under the studio: nothing of them is needed for the first screen, so their code, their three feeds'
 * requests and their render wait until the visitor scrolls near them or starts using the page (a tap, a key, the
 * wheel), not while the page loads; they then render as a transition. Until then (and on the server, which never
 * renders the gallery itself, so no Suspense boundary of it is ever streamed) the skeleton holds the place.
 */
export function DeferredDesignsGallery(props: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder, NEAR);

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
