import { describe, expect, it } from '@jest/globals';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticIsland } from '@/components/site/static-island';

describe('StaticIsland on the server', () => {
  it('renders its children into the HTML the browser keeps', () => {
    const html = renderToString(
      // The page's router, as Next provides it to a server render.
      createElement(
        MemoryRouterProvider,
        null,
        createElement(StaticIsland, { className: 'prose' }, createElement('p', null, 'Kept from the server')),
      ),
    );
    expect(html).toBe('<div class="prose"><p>Kept from the server</p></div>');
  });
});
