import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { SWRConfig } from 'swr';
import { Studio } from '@/components/studio/studio';
import type { StudioMode } from '@/components/studio/studio-api';
import type { TRender } from '@/lib/studio/renders/render-request';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { jsonResponse } from './helpers/render-with-app';
import { STUDIO_PHOTO, studioRender, stubBrowserForStudio } from './helpers/studio-render';

/**
 * The studio's parts (canvas, outcome, choices, submit bar) in its two modes: an account's studio and the home
 * page's free trial differ only where studio-abilities says. The network is the one thing replaced.
 */

beforeAll(stubBrowserForStudio);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const PHOTO = STUDIO_PHOTO;

function renderOf(status: TRender['status'], overrides: Partial<TRender> = {}): TRender {
  const done = status === 'succeeded';
  return studioRender({
    status,
    error: status === 'failed' ? 'The engine could not finish.' : null,
    errorCode: status === 'failed' ? 'render_failed' : null,
    outputs: done ? ['/api/files/u/out.jpg'] : [],
    unwatermarkedOutputs: done ? ['/api/files/u/out.jpg'] : [],
    finishedAt: done ? '2026-11-24T10:00:01.000Z' : null,
    ...overrides,
  });
}

type Answer = { finalStatus: TRender['status'] } | { refusal: { status: number; error: string } };

/**
 * The routes of `mode` (the trial's under /api/trial): a render answers queued, then `finalStatus` at its second
 * look, or is refused. Every request is recorded with its JSON body.
 */
function serve(mode: StudioMode, answer: Answer) {
  const base = mode === 'trial' ? '/api/trial' : '/api';
  const requests: { url: string; method: string; body: unknown }[] = [];
  let polls = 0;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url, method, body });
    if (url === '/api/health')
      return jsonResponse(200, { status: 'ok', adapters: { renderEngine: 'local' } });
    if (url === '/api/projects') return jsonResponse(200, { projects: [] });
    if (url === `${base}/uploads` && method === 'POST')
      return jsonResponse(201, { image: { ...PHOTO, thumbnailUrl: PHOTO.url } });
    if (url === `${base}/renders` && method === 'POST') {
      if ('refusal' in answer)
        return jsonResponse(answer.refusal.status, { error: answer.refusal.error, description: 'Refused.' });
      return jsonResponse(202, { render: renderOf('queued') });
    }
    if (url === `${base}/renders/r1` && 'finalStatus' in answer) {
      polls += 1;
      return jsonResponse(200, { render: renderOf(polls === 1 ? 'queued' : answer.finalStatus) });
    }
    return jsonResponse(404, { error: 'not_found', description: `No route for ${method} ${url}` });
  }) as unknown as typeof fetch;
  return requests;
}

async function studioWithPhoto(mode: StudioMode, answer: Answer) {
  const requests = serve(mode, answer);
  const user = userEvent.setup();
  render(
    <MemoryRouterProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StudioStoreProvider>
          <Studio mode={mode} />
        </StudioStoreProvider>
      </SWRConfig>
    </MemoryRouterProvider>,
  );
  await user.upload(
    screen.getByLabelText('Choose a photo'),
    new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByRole('img', { name: 'Your photo' })).toBeInTheDocument();
  const renderBodies = () =>
    requests.filter((r) => r.url.endsWith('/renders') && r.method === 'POST').map((r) => r.body);
  return { requests, user, renderBodies };
}

const designIt = () => screen.getByRole('button', { name: 'Design it' });
/** The render is polled every 1.5 s while it runs. */
const finished = () => screen.findByRole('heading', { name: 'Your design' }, { timeout: 4000 });

describe('the free trial', () => {
  it('renders one variant with the defaults at the trial endpoints, and invites the visitor to sign up to keep it', async () => {
    const { requests, user, renderBodies } = await studioWithPhoto('trial', { finalStatus: 'succeeded' });
    expect(screen.queryByLabelText('Variants')).not.toBeInTheDocument();
    // Redesign has strict layout in an account; the trial renders with the defaults.
    expect(screen.queryByRole('checkbox', { name: 'Strict layout' })).not.toBeInTheDocument();

    await user.click(designIt());
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(renderBodies()).toEqual([
      { imageId: PHOTO.id, tool: 'redesign', roomType: 'living_room', style: 'modern', watermark: false },
    ]);

    await finished();
    expect(screen.getByText('Keep this design')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup?redirectedFrom=/studio',
    );
    expect(requests.every((r) => !r.url.startsWith('/api/renders'))).toBe(true);
  });

  it('offers no retry of a failed render', async () => {
    const { user } = await studioWithPhoto('trial', { finalStatus: 'failed' });
    await user.click(designIt());
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('names the way on when today’s free design is used: sign up', async () => {
    const { user } = await studioWithPhoto('trial', { refusal: { status: 429, error: 'trial_used' } });
    await user.click(designIt());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup?redirectedFrom=/studio',
    );
    // The refusal leaves the studio ready to try again.
    expect(designIt()).toBeEnabled();
  });
});

describe("an account's studio", () => {
  it('sends the variants chosen, offers Cancel while the render runs and Try again when it fails', async () => {
    const { user, renderBodies } = await studioWithPhoto('account', { finalStatus: 'failed' });
    await user.selectOptions(screen.getByLabelText('Variants'), '3');
    expect(screen.getByRole('checkbox', { name: 'Strict layout' })).not.toBeChecked();

    await user.click(designIt());
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(renderBodies()).toEqual([
      {
        imageId: PHOTO.id,
        tool: 'redesign',
        roomType: 'living_room',
        style: 'modern',
        variants: 3,
        watermark: false,
      },
    ]);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('names the way on when the month’s designs are used: the plans', async () => {
    const { user } = await studioWithPhoto('account', { refusal: { status: 402, error: 'quota_exceeded' } });
    await user.click(designIt());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(within(alert).queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  });
});
