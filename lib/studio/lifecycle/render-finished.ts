import '@/lib/server-only';
type Listener = (renderId: string) => Promise<void>;

// On globalThis so that a listener registered at start-up is heard by every bundle of the process (API routes,
// webhooks and the job workers are compiled apart).
const globalForHooks = globalThis as typeof globalThis & {
  __roomcraftRenderFinished?: Map<string, Listener>;
};
const listeners = (globalForHooks.__roomcraftRenderFinished ??= new Map());

/**
 * Lets another part of the product (the Pro API) act on every render that ends, whatever ended it. Registering
 * under a name already taken replaces that listener (a module reloaded in development registers again).
 */
export function onRenderFinished(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

/**
 * Told once a render has been committed as succeeded, failed or cancelled, by the transition that ended it (and
 * only by the one that did: finish-render, fail-render, cancel-render). Never throws: the render is already
 * finished. The status change is completed in SQL by `renders_finish_api` (an API render's completion counters and
 * its webhook delivery) and `renders_settle_batch` (the listing batch it belongs to is settled once its last photo
 * ends).
 */
export async function renderFinished(renderId: string): Promise<void> {
  for (const listener of listeners.values()) {
    await listener(renderId).catch((error: unknown) =>
      console.error(`[renders] a finish hook failed for ${renderId}`, error),
    );
  }
}
