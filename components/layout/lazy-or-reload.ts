import { type ComponentType, lazy } from 'react';

/**
 * `lazy`, for the header's dialogs: their code loads on first use, and the header sits outside the page's error
 * boundary. A load that fails (a new deployment removed the file, the connection dropped) reloads the page at the
 * same address, as Next does when a page's own code fails to load, instead of leaving the error to replace the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own constraint on lazy
export function lazyOrReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch(() => {
      window.location.reload();
      // Nothing to show until the page comes back.
      return new Promise<{ default: T }>(() => undefined);
    }),
  );
}
