import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenderCard } from '@/components/studio/designs/render-card';
import { StudioProviders } from '@/components/studio/studio-providers';
import { studioRender } from './helpers/studio-render';
import { readNamespaces, showTextsIn } from './helpers/texts';
import type { TPublicRender, TRender } from '@/lib/studio/renders/render-request';
import { jsonResponse, meFor, renderWithApp } from './helpers/render-with-app';

/**
 * A failed render's card in the designs feed: "try again", and "try strict layout" where the structure guard refused
 * the result, as the studio offers them; by keyboard, with the request the retry route takes. The network is the one
 * thing replaced.
 */

afterEach(() => {
  jest.restoreAllMocks();
  showTextsIn('en');
});

function failed(overrides: Partial<TRender> = {}): TRender {
  return studioRender({
    id: '00000000-0000-4000-8000-000000000001',
    status: 'failed',
    engine: 'replicate',
    error: 'The result moved, removed or covered part of the room twice.',
    errorCode: 'structure_changed',
    imageId: '00000000-0000-4000-8000-000000000002',
    imageUrl: '/api/files/uploads/photo.jpg',
    createdAt: '2026-12-07T10:00:00.000Z',
    finishedAt: '2026-12-07T10:00:30.000Z',
    ...overrides,
  });
}

/** The card, its retry answered as the route does (202 with the render queued again, or the given refusal). */
function renderCard(
  render: TRender | TPublicRender,
  refusal?: { status: number; error: string; description: string },
) {
  const onRetried = jest.fn<() => void>();
  const { fetchMock } = renderWithApp(
    <StudioProviders>
      <ul>
        <RenderCard
          render={render}
          onOpen={() => undefined}
          withProjectActions={false}
          onMoved={() => undefined}
          onRetried={onRetried}
        />
      </ul>
    </StudioProviders>,
    meFor(null),
  );
  const me = fetchMock.getMockImplementation()!;
  const retries: unknown[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) !== `/api/renders/${render.id}/retry` || init?.method !== 'POST') return me(url, init);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    retries.push(body);
    if (refusal)
      return jsonResponse(refusal.status, { error: refusal.error, description: refusal.description });
    const strictLayout = (body as { strictLayout?: boolean } | undefined)?.strictLayout === true;
    return jsonResponse(202, {
      render: { ...render, status: 'queued', errorCode: null, error: null, strictLayout },
    });
  });
  return { onRetried, retries, card: () => screen.getByRole('listitem') };
}

describe('a failed render’s card', () => {
  it('tries again in strict layout, reached and pressed by keyboard, after the guard refused the result', async () => {
    const { onRetried, retries, card } = renderCard(failed());
    const strict = within(card()).getByRole('button', { name: 'Try strict layout' });
    expect(within(card()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    const user = userEvent.setup();
    // From the card's picture (its first stop) along the card by Tab: the heart, "try again", then strict layout.
    within(card()).getByRole('button', { name: /^Open/ }).focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(strict).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onRetried).toHaveBeenCalledTimes(1));
    expect(retries).toEqual([{ strictLayout: true }]);
  });

  it('tries again with the same choices by Space, asking for nothing more', async () => {
    const { onRetried, retries, card } = renderCard(failed());
    within(card()).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.setup().keyboard(' ');
    await waitFor(() => expect(onRetried).toHaveBeenCalledTimes(1));
    expect(retries).toEqual([{}]);
  });

  it('offers strict layout only for a refused result of a tool that has it, not yet in strict layout', () => {
    for (const render of [
      failed({ errorCode: 'provider_failed' }),
      failed({ strictLayout: true }),
      failed({ tool: 'declutter' }),
    ]) {
      const { card } = renderCard(render);
      expect(within(card()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(within(card()).queryByRole('button', { name: 'Try strict layout' })).toBeNull();
      card().parentElement!.parentElement!.remove();
    }
  });

  it('says why a retry was refused, and leaves the card as it was', async () => {
    const { onRetried, card } = renderCard(failed(), {
      status: 409,
      error: 'render_not_retryable',
      description: 'Only a failed or cancelled render can be retried.',
    });
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Only a failed or cancelled design can be tried again.',
    );
    expect(onRetried).not.toHaveBeenCalled();
    expect(within(card()).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers nothing on someone else’s failed render', () => {
    const {
      id,
      status,
      tool,
      roomType,
      style,
      variants,
      engine,
      outputs,
      imageUrl,
      isPublic,
      createdAt,
      finishedAt,
    } = failed();
    const theirs: TPublicRender = {
      ...{
        id,
        status,
        tool,
        roomType,
        style,
        variants,
        engine,
        outputs,
        imageUrl,
        isPublic,
        createdAt,
        finishedAt,
      },
      mine: false,
    };
    const { card } = renderCard(theirs);
    expect(within(card()).queryByRole('button', { name: /Try/ })).toBeNull();
  });

  it('speaks the reader’s language', () => {
    showTextsIn(
      'de',
      readNamespaces('de', (ns) => ['common', 'designs', 'errors', 'catalog'].includes(ns)),
    );
    const { card } = renderCard(failed());
    expect(within(card()).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Mit striktem Layout versuchen' })).toBeInTheDocument();
  });
});
