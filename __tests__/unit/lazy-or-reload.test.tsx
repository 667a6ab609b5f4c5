import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOrReload } from '@/components/layout/lazy-or-reload';
import { ErrorBoundary } from '@/components/ui/error-boundary';

describe('lazyOrReload', () => {
  it('renders the component once its code has loaded', async () => {
    const Dialog = lazyOrReload(async () => ({ default: () => <p>Loaded dialog</p> }));
    render(
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded dialog')).toBeInTheDocument();
  });

  it('reloads the page when the code cannot be loaded, and never throws into the page', async () => {
    // jsdom does not navigate: it reports the reload it was asked for as not implemented.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = lazyOrReload<() => null>(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <ErrorBoundary fallback={<p>Something went wrong</p>}>
        <p>The page</p>
        <Suspense fallback={null}>
          <Dialog />
        </Suspense>
      </ErrorBoundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).toMatch(/Not implemented: navigation/);
    errors.mockRestore();
  });
});
