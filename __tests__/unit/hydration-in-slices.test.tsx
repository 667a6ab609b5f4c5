import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
// What the browser bundle gets for react-dom/client (next.config.js hands it over; Jest does not).
import { hydrateRoot } from '@/lib/site/react-dom-client-in-slices';

const PARTS = 24;
// Long enough that React's 5 ms slice ends after one or two parts, whatever the machine.
const PART_MS = 3;

// A part that costs CPU to render, as a page's components do together (impure on purpose: it reads the clock).
/* eslint-disable react-hooks/purity */
function Part({ index, rendered }: { index: number; rendered: Set<number> }) {
  const until = performance.now() + PART_MS;
  while (performance.now() < until) {
    // Busy.
  }
  rendered.add(index);
  return <li>Part {index}</li>;
}
/* eslint-enable react-hooks/purity */

function Page({ rendered }: { rendered: Set<number> }) {
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, index) => (
        <Part key={index} index={index} rendered={rendered} />
      ))}
    </ul>
  );
}

/** Counts of hydrated parts seen by the tasks that ran between React's, until hydration ends. */
async function countsBetweenTasks(rendered: Set<number>): Promise<number[]> {
  const seen: number[] = [];
  while (rendered.size < PARTS) {
    seen.push(rendered.size);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return seen;
}

describe('the first hydration in the browser bundle', () => {
  it('runs in slices, so other tasks (input, paint) run before the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page rendered={new Set()} />);
    const rendered = new Set<number>();
    hydrateRoot(container, <Page rendered={rendered} />);
    const seen = await countsBetweenTasks(rendered);
    // React's own hydrateRoot does it all in one task: other tasks see none of it or all of it, never a part.
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
  });

  it('ends with the server’s HTML adopted, not rendered anew', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page rendered={new Set()} />);
    const first = container.querySelector('li');
    const rendered = new Set<number>();
    await act(async () => {
      hydrateRoot(container, <Page rendered={rendered} />);
    });
    expect(rendered.size).toBe(PARTS);
    // Hydrated, not rendered anew: the same element, no second copy.
    expect(container.querySelector('li')).toBe(first);
    expect(container.querySelectorAll('li')).toHaveLength(PARTS);
  });

  it('throws what React throws, as React’s own does (startTransition would only report it)', () => {
    expect(() => hydrateRoot(null as unknown as Element, <Page rendered={new Set()} />)).toThrow(
      'Target container is not a DOM element',
    );
  });
});

describe('next.config.js', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, as Next loads it
  const config = require('../../next.config.js');
  const wrapper = require.resolve('../../lib/site/react-dom-client-in-slices.js');

  type ResolveData = { request: string; contextInfo: { issuer: string } };
  /** What the config adds to a build's plugins, with webpack's replacement plugin as its constructor's arguments. */
  function pluginsOf(isServer: boolean) {
    class NormalModuleReplacementPlugin {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resolveData: ResolveData) => void,
      ) {}
    }
    const built = config.webpack({ plugins: [] }, { isServer, webpack: { NormalModuleReplacementPlugin } });
    return built.plugins as NormalModuleReplacementPlugin[];
  }
  /** The request webpack resolves once the config's plugins have seen `request` asked for by `issuer`. */
  function resolvedRequest(request: string, issuer: string) {
    const resolveData = { request, contextInfo: { issuer } };
    for (const plugin of pluginsOf(false)) if (plugin.pattern.test(request)) plugin.replace(resolveData);
    return resolveData.request;
  }

  it('gives the browser bundle this react-dom/client, itself React’s own, and the server React’s own', () => {
    const nextClient = '/elsewhere/next-client.js';
    expect(resolvedRequest('react-dom/client', nextClient)).toBe(wrapper);
    expect(resolvedRequest('react-dom/client', '/app/pages/_app.tsx')).toBe(wrapper);
    expect(resolvedRequest('react-dom/client', wrapper)).toBe('react-dom/client');
    expect(resolvedRequest('react-dom', nextClient)).toBe('react-dom');
    expect(resolvedRequest('react-dom/server', nextClient)).toBe('react-dom/server');
    expect(pluginsOf(true)).toEqual([]);
  });
});
