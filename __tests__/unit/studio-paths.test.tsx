import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { SWRConfig } from 'swr';
import { Studio } from '@/components/studio/studio';
import type { TPublicRender, TRender, TRenderView } from '@/lib/studio/renders/render-request';
import { TOOLS } from '@/lib/studio/catalog/tools';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { jsonResponse } from './helpers/render-with-app';

/**
 * The studio's paths between states, against the studio's real stores and components. The network is the one thing
 * replaced: the routes answer as the server does.
 */

beforeAll(() => {
  // jsdom has no layout: the result heading scrolls itself into view and the slider measures itself.
  Element.prototype.scrollIntoView = () => undefined;
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  // jsdom has no 2D canvas: the mask editor keeps its strokes as data and draws nothing.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const PHOTO = {
  id: '11111111-1111-4111-8111-111111111111',
  url: '/api/files/u/photo.jpg',
  width: 800,
  height: 600,
};
const RESULT_PHOTO = {
  id: '22222222-2222-4222-8222-222222222222',
  url: '/api/files/u/result-as-photo.jpg',
  width: 800,
  height: 600,
};

function renderOf(status: TRender['status'], tool: string): TRender {
  const done = status === 'succeeded';
  return {
    id: 'r1',
    mine: true,
    status,
    tool,
    roomType: 'living_room',
    style: 'modern',
    prompt: null,
    variants: 1,
    watermark: true,
    strictLayout: false,
    options: {},
    engine: 'local-preview',
    error: status === 'failed' ? 'The engine could not finish.' : null,
    errorCode: status === 'failed' ? 'render_failed' : null,
    outputs: done ? ['/api/files/u/out-marked.jpg'] : [],
    structureScore: null,
    unwatermarkedOutputs: done ? ['/api/files/u/out.jpg'] : [],
    imageId: PHOTO.id,
    imageUrl: PHOTO.url,
    projectId: null,
    isPublic: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: done ? '2026-11-24T10:00:01.000Z' : null,
  };
}

/** A public design of another account, as the feeds show it. */
const SOMEONE_ELSES: TPublicRender = {
  id: 'p1',
  mine: false,
  status: 'succeeded',
  tool: 'redesign',
  roomType: 'bedroom',
  style: 'japandi',
  variants: 1,
  engine: 'local-preview',
  outputs: ['/api/files/other/out-marked.jpg'],
  imageUrl: '/api/files/other/photo.jpg',
  isPublic: true,
  createdAt: '2026-11-24T09:00:00.000Z',
  finishedAt: '2026-11-24T09:00:01.000Z',
};

type Network = { finalStatus: TRender['status']; resultFile: 'ok' | 'missing' };

/** The studio's routes; a render finishes as `finalStatus` at its second poll. Every request is recorded. */
function serve(network: Network) {
  const requests: { url: string; method: string; body?: BodyInit | null }[] = [];
  let created: TRender | null = null;
  let polls = 0;
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ url, method, body: init?.body });
    if (url === '/api/health')
      return jsonResponse(200, { status: 'ok', adapters: { renderEngine: 'local' } });
    if (url === '/api/projects') return jsonResponse(200, { projects: [] });
    if (url === '/api/uploads' && method === 'POST') {
      const first = requests.filter((r) => r.url === '/api/uploads').length === 1;
      const image = first ? PHOTO : RESULT_PHOTO;
      return jsonResponse(201, { image: { ...image, thumbnailUrl: image.url } });
    }
    if (url === '/api/renders' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { tool: string };
      created = renderOf('queued', body.tool);
      return jsonResponse(202, { render: created });
    }
    if (url === '/api/renders/p1') return jsonResponse(200, { render: SOMEONE_ELSES });
    if (url === '/api/renders/r1' && created) {
      // The first look finds it still running; the next poll finds it finished.
      polls += 1;
      return jsonResponse(200, {
        render: polls === 1 ? created : renderOf(network.finalStatus, created.tool),
      });
    }
    if (url === '/api/files/u/out.jpg') {
      if (network.resultFile === 'missing')
        return jsonResponse(404, { error: 'not_found', description: 'Gone' });
      return { ok: true, status: 200, blob: async () => new Blob(['jpeg'], { type: 'image/jpeg' }) };
    }
    return jsonResponse(404, { error: 'not_found', description: `No route for ${method} ${url}` });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return requests;
}

function renderStudio(network: Network, openRender?: TRenderView) {
  const requests = serve(network);
  const user = userEvent.setup();
  render(
    <MemoryRouterProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StudioStoreProvider>
          <Studio mode="account" openRender={openRender} />
        </StudioStoreProvider>
      </SWRConfig>
    </MemoryRouterProvider>,
  );
  return { requests, user };
}

const toolRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const designIt = () => screen.queryByRole('button', { name: 'Design it' });
const canvasChoice = () =>
  screen.queryByRole('group', { name: 'This tool changes an area you brush. Where do you want to brush?' });

async function uploadAndRender(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Choose a photo'),
    new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO.url);
  await user.click(designIt()!);
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
}

/** The render is polled every 1.5 s while it runs. */
const finished = () => screen.findByRole('heading', { name: 'Your design' }, { timeout: 4000 });

describe('the studio after a result', () => {
  it('lets a tool be chosen while a render runs, then asks where to brush instead of refusing', async () => {
    const { user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'ok' });
    await uploadAndRender(user);
    // The render is running: the tool picker still answers.
    await user.click(toolRadio('Cleanup'));
    expect(toolRadio('Cleanup')).toBeChecked();
    await finished();

    expect(canvasChoice()).toBeInTheDocument();
    expect(designIt()).not.toBeInTheDocument();
    expect(screen.getByText('Your design stays saved either way.')).toBeInTheDocument();
  });

  it('brushes on the original photo: the canvas takes the keyboard and Design it follows the brushing', async () => {
    const { user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'ok' });
    await uploadAndRender(user);
    await finished();
    await user.click(toolRadio('Floor swap'));
    await user.click(screen.getByRole('button', { name: 'Brush on the original photo' }));

    const canvas = await screen.findByRole('application', { name: 'Brush area' });
    expect(canvas).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Your photo, to brush over' })).toHaveAttribute('src', PHOTO.url);
    expect(screen.queryByRole('heading', { name: 'Your design' })).not.toBeInTheDocument();
    expect(designIt()).toBeDisabled();
    expect(screen.getByText('Brush over the area to change first.')).toBeInTheDocument();

    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(designIt()).toBeEnabled();
    expect(screen.queryByText('Brush over the area to change first.')).not.toBeInTheDocument();
  });

  it('keeps editing the result: the result (without its note) is uploaded as the next photo to brush on', async () => {
    const { requests, user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'ok' });
    await uploadAndRender(user);
    await finished();
    await user.click(toolRadio('Declutter'));
    await user.click(screen.getByRole('button', { name: 'Keep editing this result' }));

    const photo = await screen.findByRole('img', { name: 'Your photo, to brush over' });
    expect(photo).toHaveAttribute('src', RESULT_PHOTO.url);
    expect(screen.getByRole('application', { name: 'Brush area' })).toHaveFocus();
    expect(requests.map((r) => r.url)).toContain('/api/files/u/out.jpg');
    expect(requests.map((r) => r.url)).not.toContain('/api/files/u/out-marked.jpg');
    const uploads = requests.filter((r) => r.url === '/api/uploads');
    expect(uploads).toHaveLength(2);
    const sent = uploads[1]!.body as FormData;
    expect(sent.get('kind')).toBe('photo');
    expect((sent.get('file') as File).type).toBe('image/jpeg');

    expect(designIt()).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('application', { name: 'Brush area' }), { key: 'Enter' });
    expect(designIt()).toBeEnabled();
  });

  it('keeps the result and the choice when the result cannot be taken on', async () => {
    const { user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'missing' });
    await uploadAndRender(user);
    await finished();
    await user.click(toolRadio('Kitchen cabinets'));
    await user.click(screen.getByRole('button', { name: 'Keep editing this result' }));

    expect(
      await screen.findByText('The result could not be opened for editing. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your design' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing this result' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Brush on the original photo' })).toBeEnabled();
  });

  it('offers Design it at once for every tool that needs no brushing, and the choice for every one that does', async () => {
    const { user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'ok' });
    await uploadAndRender(user);
    await finished();
    for (const tool of TOOLS) {
      await user.click(toolRadio(tool.name));
      if (tool.needsMask) {
        expect(canvasChoice()).toBeInTheDocument();
        expect(designIt()).not.toBeInTheDocument();
      } else {
        expect(canvasChoice()).not.toBeInTheDocument();
        expect(designIt()).toBeEnabled();
      }
    }
    // The result stays on screen whatever is chosen.
    expect(screen.getByRole('heading', { name: 'Your design' })).toBeInTheDocument();
  });
});

describe('the studio after a failed render', () => {
  it('shows the failure and lets a brush tool be chosen, with its canvas on the same photo', async () => {
    const { user } = renderStudio({ finalStatus: 'failed', resultFile: 'ok' });
    await uploadAndRender(user);
    expect(
      await screen.findByText(/The render failed on our side/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(toolRadio('Bathroom refresh'));
    const editor = screen.getByRole('group', { name: 'Mask' });
    expect(within(editor).getByRole('img', { name: 'Your photo, to brush over' })).toHaveAttribute(
      'src',
      PHOTO.url,
    );
    expect(canvasChoice()).not.toBeInTheDocument();
    expect(designIt()).toBeDisabled();
    await act(async () => {
      fireEvent.keyDown(within(editor).getByRole('application', { name: 'Brush area' }), { key: ' ' });
    });
    await waitFor(() => expect(designIt()).toBeEnabled());
  });
});

describe("someone else's public design, opened from the feeds", () => {
  it("offers a photo of the viewer's own to brush on, never their result or their photo", async () => {
    const { requests, user } = renderStudio({ finalStatus: 'succeeded', resultFile: 'ok' }, SOMEONE_ELSES);
    expect(await screen.findByRole('heading', { name: 'Your design' })).toBeInTheDocument();
    expect(toolRadio('Redesign')).toBeChecked();
    await user.click(toolRadio('Cleanup'));
    expect(screen.queryByRole('button', { name: 'Keep editing this result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Brush on the original photo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brush on a photo of yours' }));

    expect(screen.getByLabelText('Choose a photo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your design' })).not.toBeInTheDocument();
    expect(designIt()).toBeDisabled();
    expect(screen.getByText('Add a photo first.')).toBeInTheDocument();
    expect(requests.map((r) => r.url).filter((url) => url.startsWith('/api/files/'))).toEqual([]);
  });
});
