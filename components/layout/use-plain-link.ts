import { useRouter } from 'next/router';
import { type MouseEvent, useMemo } from 'react';
import { localizePath } from '@/lib/i18n/localize-path';

export type PlainLink = {
  href: string;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  onMouseEnter(): void;
  onTouchStart(): void;
};

/**
 * The props that make a plain `<a>` behave as next/link does for a path of this site in the page's language: the
 * localized address, client-side navigation on a plain click, the page fetched ahead on hover or touch. For the
 * footer's eighty links: each next/link is a component with a dozen hooks to hydrate on every page, a plain anchor
 * with these props is none.
 */
export function usePlainLink(): (path: string) => PlainLink {
  const router = useRouter();
  return useMemo(() => {
    // A prefetch that fails (offline, a new deployment) leaves the fetching to the click, as next/link does.
    const prefetch = (path: string) => void router.prefetch(path).catch(() => undefined);
    return (path: string): PlainLink => ({
      href: localizePath(path, router.locale),
      onClick(event) {
        // A new tab or window, a download, a middle click: the browser's own.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.push(path);
      },
      onMouseEnter: () => prefetch(path),
      onTouchStart: () => prefetch(path),
    });
  }, [router]);
}
