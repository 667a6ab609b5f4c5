import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { SWRConfig } from 'swr';
import { Studio } from '@/components/studio/studio';
import type { TRender } from '@/lib/studio/renders/render-request';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { jsonResponse } from './helpers/render-with-app';
import { STUDIO_PHOTO, studioRender, stubBrowserForStudio } from './helpers/studio-render';
import { readNamespaces, showTextsIn } from './helpers/texts';

/**
 * The studio's "strict layout": the choice beside the other options for the restyling tools, and the retry in strict
 * layout offered on a render the structure guard refused. The network is the one thing replaced.
 */

beforeAll(stubBrowserForStudio);
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  showTextsIn('en');
});

const PHOTO = STUDIO_PHOTO;

const renderOf = studioRender;

const REFUSED = renderOf({
  status: 'failed',
  error: 'The result moved, removed or covered part of the room twice.',
  errorCode: 'structure_changed',
  finishedAt: '2026-11-24T10:00:01.000Z',
});

/** The studio's routes, answering as the server does; every request is recorded with its JSON body. */
function serve(shown: TRender) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url, method, body });
    if (url === '/api/health')
      return jsonResponse(200, { status: 'ok', adapters: { renderEngine: 'local' } });
    if (url === '/api/projects') return jsonResponse(200, { projects: [] });
    if (url === '/api/uploads' && method === 'POST')
      return jsonResponse(201, { image: { ...PHOTO, thumbnailUrl: PHOTO.url } });
    if (url === '/api/renders' && method === 'POST')
      return jsonResponse(202, { render: renderOf({ tool: (body as { tool: string }).tool }) });
    if (url === '/api/renders/r1/retry' && method === 'POST') {
      const strictLayout = (body as { strictLayout?: boolean } | undefined)?.strictLayout === true;
      return jsonResponse(202, { render: renderOf({ status: 'queued', strictLayout }) });
    }
    if (url === '/api/renders/r1') return jsonResponse(200, { render: shown });
    return jsonResponse(404, { error: 'not_found', description: `No route for ${method} ${url}` });
  }) as unknown as typeof fetch;
  return requests;
}

function renderStudio(shown: TRender, openRender?: TRender) {
  const requests = serve(shown);
  const user = userEvent.setup();
  const { unmount } = render(
    <MemoryRouterProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StudioStoreProvider>
          <Studio mode="account" openRender={openRender} />
        </StudioStoreProvider>
      </SWRConfig>
    </MemoryRouterProvider>,
  );
  return { requests, user, unmount };
}

const toolRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const strictChoice = () => screen.queryByRole('checkbox', { name: 'Strict layout' });
const renderRequests = (requests: ReturnType<typeof serve>) =>
  requests.filter((r) => r.url === '/api/renders' && r.method === 'POST').map((r) => r.body);

describe('the strict layout choice', () => {
  it('is offered for the restyling tools only, explained, and sent with the render when ticked by keyboard', async () => {
    const { requests, user } = renderStudio(renderOf({}));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Your photo' })).toBeInTheDocument();

    await user.click(toolRadio('Cleanup'));
    expect(strictChoice()).not.toBeInTheDocument();
    await user.click(toolRadio('Virtual staging'));
    const choice = strictChoice()!;
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      'Keeps every window, door and wall exactly where it is; the result may look less natural.',
    );

    choice.focus();
    await user.keyboard(' ');
    expect(choice).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Design it' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(renderRequests(requests)).toEqual([
      expect.objectContaining({ tool: 'virtual-staging', strictLayout: true }),
    ]);
  });

  it('is not sent when the tool chosen after ticking it has no strict layout', async () => {
    const { requests, user } = renderStudio(renderOf({}));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'Your photo' });
    await user.click(strictChoice()!);
    await user.click(toolRadio('Lighting'));
    expect(strictChoice()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Design it' }));
    await screen.findByRole('progressbar');
    const [sent] = renderRequests(requests);
    expect(sent).toMatchObject({ tool: 'lighting' });
    expect(sent).not.toHaveProperty('strictLayout');
  });
});

describe('a render the structure guard refused', () => {
  it('offers to try strict layout, which retries the render in it', async () => {
    const { requests, user } = renderStudio(REFUSED, REFUSED);
    const retryStrict = await screen.findByRole('button', { name: 'Try strict layout' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The result moved, removed or covered part of the room (its walls, windows or doors) twice',
    );

    retryStrict.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/renders/r1/retry')).toEqual([
      { url: '/api/renders/r1/retry', method: 'POST', body: { strictLayout: true } },
    ]);
  });

  it('does not offer it for a tool without strict layout, or for a render already in it', async () => {
    const lighting = { ...REFUSED, tool: 'lighting' };
    const first = renderStudio(lighting, lighting);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try strict layout' })).not.toBeInTheDocument();
    first.unmount();

    const strict = { ...REFUSED, strictLayout: true };
    renderStudio(strict, strict);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try strict layout' })).not.toBeInTheDocument();
  });

  it('says so in Spanish on a Spanish page', async () => {
    showTextsIn(
      'es',
      readNamespaces('es', (ns) => ['studio', 'errors', 'designs', 'catalog'].includes(ns)),
    );
    renderStudio(REFUSED, REFUSED);
    expect(
      await screen.findByRole('button', { name: 'Probar con distribución estricta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El resultado movió, quitó o tapó parte de la habitación',
    );
  });
});
