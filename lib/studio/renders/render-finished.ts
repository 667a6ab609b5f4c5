type Listener = (renderId: string) => Promise<void>;

// On globalThis so that a listener registered at start-up is heard by every bundle of the process (API routes,
// webhooks and the job workers are compiled apart).
const globalForHooks = globalThis as typeof globalThis & { __roomcraftRenderFinished?: Set<Listener> };
const listeners = (globalForHooks.__roomcraftRenderFinished ??= new Set());

/** Lets another part of the product (the Pro API) act on every render that ends, whatever ended it. */
export function onRenderFinished(listener: Listener): void {
  listeners.add(listener);
}

/**
 * Told once a render has been committed as succeeded, failed or cancelled, by whichever path ended it (and only by
 * the one that did). Never throws: the render is already finished.
 */
export async function renderFinished(renderId: string): Promise<void> {
  for (const listener of listeners) {
    await listener(renderId).catch((error: unknown) =>
      console.error(`[renders] a finish hook failed for ${renderId}`, error),
    );
  }
}
