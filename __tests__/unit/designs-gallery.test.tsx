import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { useEffect } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { DesignsGallery } from '@/components/studio/designs/designs-gallery';
import { StudioProviders } from '@/components/studio/studio-providers';
import type { TProject } from '@/lib/studio/projects/project-input';
import type { TRender, TRenderView } from '@/lib/studio/renders/render-request';
import type { FeedActions, FeedState } from '@/store/feed-store';
import { useFeedStore } from '@/store/studio-store-provider';
import { jsonResponse, meFor } from './helpers/render-with-app';

/* ---------------------------------------------------------------- fixtures */

let serial = 0;
function aRender(overrides: Partial<TRender> = {}): TRender {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    id,
    mine: true,
    status: 'succeeded',
    tool: 'redesign',
    roomType: 'living_room',
    style: 'modern',
    prompt: null,
    variants: 1,
    watermark: false,
    strictLayout: false,
    options: {},
    engine: 'replicate',
    error: null,
    errorCode: null,
    outputs: [`/api/files/renders/${id}-0.webp`],
    structureScore: null,
    unwatermarkedOutputs: [],
    imageId: `img-${id}`,
    imageUrl: `/api/files/uploads/${id}.jpg`,
    projectId: null,
    isPublic: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    finishedAt: '2026-11-02T10:00:30.000Z',
    ...overrides,
  };
}

const aProject = (id: string, name: string, renderCount = 0): TProject => ({
  id,
  name,
  renderCount,
  coverUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/* ---------------------------------------------------------------- a small server */

type Answer = ReturnType<typeof jsonResponse>;
type Page = { renders: TRenderView[]; hasMore: boolean; nextCursor: string | null };

/**
 * The API the gallery talks to, as the route handlers answer it: feeds by query string (each a list of pages by
 * cursor), the summary, favourites and projects with their 409 on a duplicate name.
 */
function fakeServer() {
  const server = {
    feeds: new Map<string, Page[]>(),
    favorites: new Set<string>(),
    completedCount: 0,
    projects: [] as TProject[],
    failFavorites: false,
    calls: [] as { method: string; url: string; body: unknown }[],
  };
  const answer = (method: string, url: string, body: unknown): Answer => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (url === '/api/me') return jsonResponse(200, meFor(null));
    if (pathname === '/api/renders' && method === 'GET') {
      const feedKey = new URLSearchParams(searchParams);
      const cursor = feedKey.get('cursor');
      feedKey.delete('cursor');
      const pages = server.feeds.get(feedKey.toString()) ?? [];
      const index = cursor ? Number(cursor.replace('page-', '')) : 0;
      return jsonResponse(200, pages[index] ?? { renders: [], hasMore: false, nextCursor: null });
    }
    if (pathname === '/api/renders/summary') {
      return jsonResponse(200, {
        favoriteIds: [...server.favorites],
        favoritesCount: server.favorites.size,
        completedCount: server.completedCount,
      });
    }
    const favorite = pathname.match(/^\/api\/renders\/([^/]+)\/favorite$/);
    if (favorite) {
      if (server.failFavorites) {
        return jsonResponse(500, { error: 'internal', description: 'Something broke.' }, 'Server Error');
      }
      if (method === 'POST') server.favorites.add(favorite[1]!);
      else server.favorites.delete(favorite[1]!);
      return jsonResponse(200, { favorite: method === 'POST' });
    }
    if (pathname === '/api/projects' && method === 'GET')
      return jsonResponse(200, { projects: server.projects });
    if (pathname === '/api/projects' && method === 'POST') {
      const { name } = body as { name: string };
      if (server.projects.some((p) => p.name.toLowerCase() === name.trim().toLowerCase())) {
        return jsonResponse(
          409,
          { error: 'project_name_taken', description: 'You already have a project with that name.' },
          'Conflict',
        );
      }
      const project = aProject(`p-${server.projects.length + 1}`, name.trim());
      server.projects = [project, ...server.projects];
      return jsonResponse(201, { project });
    }
    const project = pathname.match(/^\/api\/projects\/([^/]+)$/);
    if (project && method === 'PATCH') {
      const { name } = body as { name: string };
      server.projects = server.projects.map((p) => (p.id === project[1] ? { ...p, name } : p));
      return jsonResponse(200, { project: server.projects.find((p) => p.id === project[1]) });
    }
    if (project && method === 'DELETE') {
      server.projects = server.projects.filter((p) => p.id !== project[1]);
      return jsonResponse(200, { deleted: true });
    }
    return jsonResponse(404, { error: 'not_found', description: 'No such route.' }, 'Not Found');
  };
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    server.calls.push({ method, url, body });
    return answer(method, url, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return server;
}

/** One feed's pages, each pointing at the next by a cursor the fake server understands. */
function serveFeed(server: ReturnType<typeof fakeServer>, query: string, ...pages: TRenderView[][]) {
  server.feeds.set(
    new URLSearchParams(query).toString(),
    pages.map((renders, index) => ({
      renders,
      hasMore: index < pages.length - 1,
      nextCursor: index < pages.length - 1 ? `page-${index + 1}` : null,
    })),
  );
}

/* ---------------------------------------------------------------- rendering */

/** The feed store as the gallery left it after the last render. */
const store: { current: (FeedState & FeedActions) | null } = { current: null };
function StoreProbe() {
  const state = useFeedStore((s) => s);
  useEffect(() => {
    store.current = state;
  }, [state]);
  return null;
}
const feedStore = () => store.current!;

function renderGallery(props: { refreshKey?: number; onStartNew?(): void } = {}) {
  const onOpen = jest.fn<(render: TRender) => void>();
  const ui = (refreshKey?: number) => (
    <MemoryRouterProvider>
      <AppProviders>
        <StudioProviders>
          <DesignsGallery onOpen={onOpen} {...props} refreshKey={refreshKey ?? props.refreshKey} />
          <StoreProbe />
        </StudioProviders>
      </AppProviders>
    </MemoryRouterProvider>
  );
  const view = render(ui());
  return { onOpen, rerenderWith: (refreshKey: number) => view.rerender(ui(refreshKey)) };
}

const requested = (server: ReturnType<typeof fakeServer>, method: string, url: string) =>
  server.calls.filter((c) => c.method === method && c.url === url);
const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
const heartOf = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  store.current = null;
});

/* ---------------------------------------------------------------- tests */

describe('DesignsGallery', () => {
  it('shows the private feed by default with labels, statuses, the counts and the render it opens', async () => {
    const server = fakeServer();
    const done = aRender({ engine: 'local-preview' });
    const queued = aRender({ status: 'queued', outputs: [], style: 'japandi', roomType: 'bedroom' });
    const failed = aRender({
      status: 'failed',
      outputs: [],
      error: 'The engine timed out.',
      errorCode: 'provider_failed',
      tool: 'declutter',
    });
    serveFeed(server, 'feed=private', [done, queued, failed]);
    server.favorites.add(done.id);
    server.completedCount = 12;
    const { onOpen } = renderGallery();

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requested(server, 'GET', '/api/renders?feed=private')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('12 designs')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Favourites/ })).toHaveTextContent('Favourites1');

    const [first, second, third] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    // A finished render shows its result, an unfinished one the photo it started from.
    expect(within(first).getByRole('img', { name: 'Modern living room, Redesign' })).toHaveAttribute(
      'src',
      done.outputs[0],
    );
    expect(within(first).getByText('Offline preview')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Japandi bedroom, Redesign' })).toHaveAttribute(
      'src',
      queued.imageUrl,
    );
    expect(within(second).getByText('Queued')).toBeInTheDocument();
    expect(within(second).queryByText('Offline preview')).toBeNull();
    expect(within(third).getByText('Failed')).toBeInTheDocument();
    expect(
      within(third).getByText(
        'The image service could not finish this render. It was not counted; try again.',
      ),
    ).toBeInTheDocument();
    expect(within(third).getByText('Declutter')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Favourite: Modern living room' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(heartOf('Japandi bedroom')).toHaveAttribute('aria-pressed', 'false');
    expect(within(third).getByRole('button', { name: 'Favourite: Modern living room' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(within(first).getByRole('button', { name: /^Open/ }));
    expect(onOpen).toHaveBeenCalledWith(done);
    expect(feedStore().feeds.private.map((r) => r.id)).toEqual([done.id, queued.id, failed.id]);
    expect(feedStore().hasMoreRenders).toBe(false);
  });

  it('switches feeds by click and by arrow keys, requesting each feed and updating the store', async () => {
    const server = fakeServer();
    const mine = aRender();
    const liked = aRender({ style: 'bohemian', isPublic: true });
    const shared = aRender({ style: 'industrial', isPublic: true });
    serveFeed(server, 'feed=private', [mine]);
    serveFeed(server, 'feed=favorites', [liked]);
    serveFeed(server, 'feed=public', [shared, liked]);
    server.favorites.add(liked.id);
    renderGallery();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByLabelText('Project')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Favourites/ }));
    await screen.findByRole('img', { name: 'Bohemian living room, Redesign' });
    expect(requested(server, 'GET', '/api/renders?feed=favorites')).toHaveLength(1);
    expect(feedStore().feedStyle).toBe('favorites');
    expect(feedStore().feeds.favorites.map((r) => r.id)).toEqual([liked.id]);
    expect(screen.getByRole('tab', { name: /Favourites/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Favourites/);
    // The project filter and project actions belong to the owner's own feed.
    expect(screen.queryByLabelText('Project')).toBeNull();

    // Arrow keys move along the tabs and select them; Home and End jump to the ends.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Public' })).toHaveFocus();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requested(server, 'GET', '/api/renders?feed=public')).toHaveLength(1);
    expect(feedStore().feedStyle).toBe('public');
    expect(feedStore().feeds.public.map((r) => r.id)).toEqual([shared.id, liked.id]);
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(feedStore().feedStyle).toBe('private');
  });

  it('favourites optimistically, keeping the count and set, and rolls back when the server refuses', async () => {
    const server = fakeServer();
    const a = aRender({ style: 'coastal' });
    const b = aRender({ style: 'rustic' });
    serveFeed(server, 'feed=private', [a, b]);
    server.favorites.add(b.id);
    renderGallery();
    await waitFor(() => expect(heartOf('Rustic living room')).toHaveAttribute('aria-pressed', 'true'));
    expect(feedStore().favoritesCount).toBe(1);

    await userEvent.click(heartOf('Coastal living room'));
    expect(heartOf('Coastal living room')).toHaveAttribute('aria-pressed', 'true');
    expect(feedStore().favoritesCount).toBe(2);
    expect([...feedStore().favoriteJobIds].sort()).toEqual([a.id, b.id].sort());
    await waitFor(() => expect(server.favorites.has(a.id)).toBe(true));
    expect(requested(server, 'POST', `/api/renders/${a.id}/favorite`)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Favourites/ })).toHaveTextContent('2');

    server.failFavorites = true;
    await userEvent.click(heartOf('Rustic living room'));
    expect(await screen.findByText('Favourites could not be updated. Try again.')).toBeInTheDocument();
    expect(requested(server, 'DELETE', `/api/renders/${b.id}/favorite`)).toHaveLength(1);
    expect(heartOf('Rustic living room')).toHaveAttribute('aria-pressed', 'true');
    expect(feedStore().favoritesCount).toBe(2);
    expect(feedStore().favoriteJobIds.has(b.id)).toBe(true);
  });

  it('loads the next page by its cursor until the server says there is no more', async () => {
    const server = fakeServer();
    const page1 = [aRender(), aRender()];
    const page2 = [aRender({ style: 'farmhouse' })];
    serveFeed(server, 'feed=private', page1, page2);
    renderGallery();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(feedStore().hasMoreRenders).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requested(server, 'GET', '/api/renders?feed=private&cursor=page-1')).toHaveLength(1);
    expect(feedStore().hasMoreRenders).toBe(false);
    expect(feedStore().feeds.private).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page when the sentinel scrolls into view, where IntersectionObserver exists', async () => {
    const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
    class FakeObserver {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      disconnect() {
        observers.splice(0, observers.length, ...observers.filter((o) => o.callback !== this.callback));
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    try {
      const server = fakeServer();
      serveFeed(server, 'feed=private', [aRender()], [aRender()], [aRender()]);
      renderGallery();
      await waitFor(() => expect(observers).toHaveLength(1));
      const scrollIntoView = () =>
        act(() => {
          const { callback, target } = observers[0]!;
          callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        });
      scrollIntoView();
      await waitFor(() => expect(cards()).toHaveLength(2));
      await waitFor(() => expect(observers).toHaveLength(1));
      scrollIntoView();
      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(requested(server, 'GET', '/api/renders?feed=private&cursor=page-2')).toHaveLength(1);
      // The last page said there is no more: nothing is left to observe.
      expect(observers).toHaveLength(0);
      expect(feedStore().hasMoreRenders).toBe(false);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('tells a new user what to do on each empty feed and on an empty project', async () => {
    const server = fakeServer();
    server.projects = [aProject('11111111-1111-4111-8111-111111111111', 'Loft')];
    const onStartNew = jest.fn();
    renderGallery({ onStartNew });
    expect(await screen.findByText('No designs yet')).toBeInTheDocument();
    expect(screen.getByText('Upload a photo above to make your first design.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a design' }));
    expect(onStartNew).toHaveBeenCalledTimes(1);

    await userEvent.selectOptions(await screen.findByLabelText('Project'), 'Loft');
    expect(await screen.findByText('This project is empty')).toBeInTheDocument();
    expect(feedStore().activeProjectFilter).toBe('11111111-1111-4111-8111-111111111111');
    expect(
      requested(server, 'GET', '/api/renders?feed=private&project=11111111-1111-4111-8111-111111111111'),
    ).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: /Favourites/ }));
    expect(await screen.findByText('Tap the heart on any design to keep it here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Public' }));
    expect(await screen.findByText('Nothing public yet')).toBeInTheDocument();
    // The project filter stays on the private feed: the public one is asked for without it.
    expect(requested(server, 'GET', '/api/renders?feed=public')).toHaveLength(1);
  });

  it('creates, renames and deletes projects, showing the server’s reason for a duplicate name', async () => {
    const server = fakeServer();
    server.projects = [aProject('p-old', 'Beach house', 1500)];
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects' });
    expect(await within(dialog).findByText('1,500 designs')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('New project name'), 'Loft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Loft')).toBeInTheDocument();
    expect(requested(server, 'POST', '/api/projects')[0]?.body).toEqual({ name: 'Loft' });
    expect(within(dialog).getByText('0 designs')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New project name')).toHaveValue('');
    // The filter lists it too, through the project store.
    expect(
      within(screen.getByLabelText('Project')).getByRole('option', { name: 'Loft' }),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('New project name'), 'beach HOUSE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a project with that name.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename Loft' }));
    const field = within(dialog).getByLabelText('New name for Loft');
    await userEvent.clear(field);
    await userEvent.type(field, 'Loft, Berlin{Enter}');
    expect(await within(dialog).findByText('Loft, Berlin')).toBeInTheDocument();
    expect(requested(server, 'PATCH', '/api/projects/p-2')[0]?.body).toEqual({ name: 'Loft, Berlin' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Beach house' }));
    expect(
      within(dialog).getByText(
        'Delete “Beach house”? Its 1,500 designs stay in your private feed, outside any project.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(within(dialog).queryByText('Beach house')).toBeNull());
    expect(requested(server, 'DELETE', '/api/projects/p-old')).toHaveLength(1);
    expect(within(dialog).getByLabelText('New project name')).toHaveFocus();
    // Its designs left the project, so the feed showing them loads again.
    await waitFor(() => expect(requested(server, 'GET', '/api/renders?feed=private')).toHaveLength(2));
  });

  it('moves the owner’s render into a project from its card, and offers no such action on the public feed', async () => {
    const server = fakeServer();
    const render = aRender({ isPublic: true });
    serveFeed(server, 'feed=private', [render]);
    serveFeed(server, 'feed=public', [render]);
    server.projects = [aProject('p-loft', 'Loft')];
    renderGallery();
    const select = await screen.findByRole('combobox', { name: 'Project of Modern living room' });
    await within(select).findByRole('option', { name: 'Loft' });
    await userEvent.selectOptions(select, 'Loft');
    await waitFor(() =>
      expect(requested(server, 'PATCH', `/api/renders/${render.id}`)[0]?.body).toEqual({
        projectId: 'p-loft',
      }),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Public' }));
    await waitFor(() => expect(requested(server, 'GET', '/api/renders?feed=public')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: 'Modern living room, Redesign' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('reloads the private feed and the counts when the studio bumps refreshKey', async () => {
    const server = fakeServer();
    serveFeed(server, 'feed=private', [aRender()]);
    const { rerenderWith } = renderGallery({ refreshKey: 0 });
    await waitFor(() => expect(cards()).toHaveLength(1));
    const fresh = aRender({ status: 'processing', outputs: [] });
    serveFeed(server, 'feed=private', [fresh, ...feedStore().feeds.private]);
    server.completedCount = 2;
    act(() => rerenderWith(1));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(await screen.findByText('2 designs')).toBeInTheDocument();
    expect(requested(server, 'GET', '/api/renders?feed=private')).toHaveLength(2);
  });
});
