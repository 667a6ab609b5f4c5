import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Link from 'next/link';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { hydrateRoot } from 'react-dom/client';
import { StaticIsland } from '@/components/site/static-island';

// What the server sends inside the island below (the server test shows it renders its children there).
const INNER_HTML = '<p>Kept from the server <a href="/learn">Learn</a></p>';

const rendered = jest.fn();
function Content() {
  rendered();
  return (
    <p>
      Kept from the server <Link href="/learn">Learn</Link>
    </p>
  );
}

const island = (title: string) => (
  <MemoryRouterProvider>
    <StaticIsland className="prose" title={title}>
      <Content />
    </StaticIsland>
  </MemoryRouterProvider>
);

beforeEach(() => {
  mockRouter.setCurrentUrl('/learn/a-guide');
});
afterEach(() => {
  rendered.mockClear();
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe('StaticIsland', () => {
  it('keeps the server HTML on hydration without rendering its children, then or on a later render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose" title="first">${INNER_HTML}</div>`;
    document.body.append(container);

    const root = await act(async () => hydrateRoot(container, island('first')));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('.prose')?.innerHTML).toBe(INNER_HTML);

    await act(async () => root.render(island('second')));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('.prose')?.innerHTML).toBe(INNER_HTML);
    expect(container.querySelector('.prose')).toHaveAttribute('title', 'second');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('sends a click on a kept link through the router, then renders its children for the new page', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose" title="first">${INNER_HTML}</div>`;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, island('first')));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => screen.getByRole('link', { name: 'Learn' }).dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(mockRouter.asPath).toBe('/learn');
    // Another page in the same place (the same component, new props) is rendered, not the old page's HTML.
    expect(rendered).toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Learn' })).toHaveLength(1);
    act(() => root.unmount());
  });

  it('still shows its content back on the page it was hydrated on (the server HTML is gone by then)', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose" title="first">${INNER_HTML}</div>`;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, island('first')));

    await act(async () => mockRouter.push('/pricing'));
    await act(async () => mockRouter.push('/learn/a-guide'));
    expect(container.querySelector('.prose')?.textContent).toBe('Kept from the server Learn');
    expect(screen.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    act(() => root.unmount());
  });

  it('leaves a link within the page, or to another site, to the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="prose"><a href="#setup">Setup</a> <a href="https://example.com/">Elsewhere</a></div>';
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouterProvider>
          <StaticIsland className="prose">
            <a href="#setup">Setup</a> <a href="https://example.com/">Elsewhere</a>
          </StaticIsland>
        </MemoryRouterProvider>,
      ),
    );
    for (const name of ['Setup', 'Elsewhere']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      screen.getByRole('link', { name }).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Setup' }), { ctrlKey: true });
    expect(mockRouter.asPath).toBe('/learn/a-guide');
    act(() => root.unmount());
  });

  it('makes children given as a function only when it renders them, never while it keeps the server HTML', async () => {
    const make = jest.fn(() => <Content />);
    const lazyIsland = () => (
      <MemoryRouterProvider>
        <StaticIsland className="prose">{make}</StaticIsland>
      </MemoryRouterProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose">${INNER_HTML}</div>`;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, lazyIsland()));
    expect(make).not.toHaveBeenCalled();
    expect(container.querySelector('.prose')?.innerHTML).toBe(INNER_HTML);
    act(() => root.unmount());

    render(lazyIsland());
    expect(make).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  });

  it('renders its children on a client render (a client-side navigation has no server HTML)', () => {
    render(island('first'));
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  });
});
