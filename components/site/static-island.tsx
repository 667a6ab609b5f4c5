import { useRouter } from 'next/router';
import { type HTMLAttributes, type MouseEvent, type ReactNode, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
// React reads the server snapshot only while it hydrates the server's HTML, the client one on a client render.
const onClient = () => false;
const whileHydrating = () => true;

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'onClick' | 'children'> & {
  /** The content, or a function making it: a function is called only when the island renders its children, so a
   * large island (the footer's eighty links) costs nothing while React adopts the server's HTML. */
  children?: ReactNode | (() => ReactNode);
};

/** A plain left click on a link to another page of this site, which the browser would otherwise load whole. */
function internalHref(event: MouseEvent<HTMLDivElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link within the page (the table of contents) is the browser's to follow.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * A part of a page that never changes once shown (text, links): the browser keeps the HTML the server sent and React
 * hydrates none of it, so it costs no component work on load. Its links go through the router, as next/link's would.
 * Without server HTML (a client-side navigation), or once the page shows another path or language, it renders its
 * children like any component. Only for content without handlers or state of its own: nothing inside is hydrated.
 */
export function StaticIsland({ children, ...rest }: Props) {
  const router = useRouter();
  const page = `${router.locale}:${router.asPath.split('#')[0]}`;
  const hydrating = useSyncExternalStore(subscribe, onClient, whileHydrating);
  // Decided when it mounts: the re-render React makes after hydrating must keep the adopted HTML.
  const [adoptedPage, setAdoptedPage] = useState(hydrating && typeof window !== 'undefined' ? page : null);
  // Leaving that page is for good: React drops the server's HTML then, so coming back must render the children (an
  // island that stays mounted across pages, the footer's, would otherwise come back empty).
  if (adoptedPage !== null && adoptedPage !== page) setAdoptedPage(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = internalHref(event);
    if (href === null) return;
    event.preventDefault();
    void router.push(href);
  };
  // The keys make React replace the adopted element rather than add the children to the HTML it holds.
  return adoptedPage !== null ? (
    <div
      key="server"
      {...rest}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  ) : (
    <div key="client" {...rest} onClick={onClick}>
      {typeof children === 'function' ? children() : children}
    </div>
  );
}
