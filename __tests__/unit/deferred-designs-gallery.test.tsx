import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { AppProviders } from '@/components/providers/app-providers';
import { DeferredDesignsGallery } from '@/components/studio/designs/deferred-designs-gallery';
import { StudioProviders } from '@/components/studio/studio-providers';
import { jsonResponse, meFor } from './helpers/render-with-app';
import {
  comeIntoView,
  installFakeIntersectionObserver,
  observers,
} from './helpers/fake-intersection-observer';

/** The API the gallery reads on arrival: empty feeds, no projects. */
function fakeApi() {
  const urls: string[] = [];
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    if (url === '/api/me') return jsonResponse(200, meFor(null));
    if (url.startsWith('/api/renders/summary'))
      return jsonResponse(200, { favoriteIds: [], favoritesCount: 0, completedCount: 0 });
    if (url.startsWith('/api/renders'))
      return jsonResponse(200, { renders: [], hasMore: false, nextCursor: null });
    if (url === '/api/projects') return jsonResponse(200, { projects: [] });
    return jsonResponse(404, { error: 'not_found', description: 'No such route.' });
  }) as unknown as typeof fetch;
  return {
    feedRequests: () => urls.filter((url) => url.startsWith('/api/renders') || url === '/api/projects'),
  };
}

function renderGallery() {
  render(
    <MemoryRouterProvider>
      <AppProviders>
        <StudioProviders>
          <DeferredDesignsGallery onOpen={() => undefined} />
        </StudioProviders>
      </AppProviders>
    </MemoryRouterProvider>,
  );
}

beforeEach(() => {
  installFakeIntersectionObserver();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('DeferredDesignsGallery', () => {
  it('holds the place with the skeleton and asks for nothing until the visitor starts using the page', async () => {
    const api = fakeApi();
    renderGallery();
    expect(screen.getByRole('status')).toHaveTextContent('Loading designs...');
    // The page loads and settles: still nothing.
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: 'Your designs' })).toBeNull();
    expect(api.feedRequests()).toEqual([]);

    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Your designs' })).toBeVisible();
    expect(api.feedRequests()).toContain('/api/renders?feed=private');
  });

  it('comes at once when the visitor scrolls near it', async () => {
    fakeApi();
    renderGallery();
    expect(observers).toHaveLength(1);
    await act(async () => comeIntoView());
    expect(await screen.findByRole('heading', { name: 'Your designs' })).toBeVisible();
  });
});
