import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUser } from '@/components/providers/user-context';
import { meFor, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

function Probe() {
  const { user, userDetails, accessToken, isLoading, refresh, signOut } = useUser();
  return (
    <div>
      <p>{isLoading ? 'loading' : (user?.email ?? 'signed out')}</p>
      <p>quota {userDetails?.monthly_quota ?? '-'}</p>
      <p>token {accessToken ?? '-'}</p>
      <button type="button" onClick={() => void signOut()}>
        out
      </button>
      <button type="button" onClick={() => void refresh()}>
        refresh
      </button>
    </div>
  );
}

describe('useUser', () => {
  it('throws the spec message outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useUser must be used within a MyUserContextProvider.');
  });

  it('loads user, details and token together, and sign-out clears them all', async () => {
    const { fetchMock } = renderWithApp(<Probe />, meFor(null));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('quota 3')).toBeInTheDocument();
    expect(screen.getByText('token token')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(screen.getByText('quota -')).toBeInTheDocument();
    expect(screen.getByText('token -')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/auth/signout');
  });

  it('asks nothing without the session hint, and a stale hint only yields signed out, logged as no error', async () => {
    const { fetchMock } = renderWithApp(<Probe />, null);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain('/api/me');

    // The session expired while the hint stayed: the one request is answered 401 and handled.
    document.cookie = 'rc_signed_in=1; path=/';
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/me'));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(
      'Request failed',
      expect.objectContaining({ url: '/api/me', status: 401 }),
    );
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reads the session again when the tab comes back, and a read still under way at sign-out does not undo it', async () => {
    const { fetchMock } = renderWithApp(<Probe />, meFor(null));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const reads = () => fetchMock.mock.calls.filter((c) => String(c[0]) === '/api/me').length;
    const readsBefore = reads();

    // The next read answers only when released, with the session as it was.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/api/me') await held;
      return answer(url, init);
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reads()).toBe(readsBefore + 1);

    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('token -')).toBeInTheDocument();
  });
});
