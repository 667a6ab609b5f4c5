/**
 * react-dom/client for the browser bundle (next.config.js hands it to every module that asks for react-dom/client,
 * but this one): React's own, except that the page's first hydration starts inside a transition. Next's pages router
 * calls `hydrateRoot` outside any, so React hydrates the whole page at a blocking priority in one task (20–40 ms of
 * CPU on our pages, four times that on Lighthouse's phone); as a transition React hydrates in slices of about 5 ms and
 * lets the browser paint and take input between them. A click or a key on a part not yet hydrated makes React finish
 * hydrating at once and then handles it, as before. Remix starts its hydration the same way. CommonJS, as Next's
 * client reads `require('react-dom/client').default`.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
const { startTransition } = require('react');
const client = require('react-dom/client');

function hydrateRoot(container, children, options) {
  let root;
  let failure;
  startTransition(() => {
    // startTransition reports what its callback throws instead of throwing it: caught here to throw it as before.
    try {
      root = client.hydrateRoot(container, children, options);
    } catch (error) {
      failure = { error };
    }
  });
  if (failure) throw failure.error;
  return root;
}

module.exports = { ...client, hydrateRoot };
