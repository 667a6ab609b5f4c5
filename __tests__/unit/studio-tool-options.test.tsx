import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readNamespaces, showTextsIn } from './helpers/texts';
import type { TRender } from '@/lib/studio/renders/render-request';
import { renderAccountStudio } from './helpers/render-account-studio';
import { jsonResponse } from './helpers/render-with-app';
import { STUDIO_PHOTO, studioRender, stubBrowserForStudio } from './helpers/studio-render';

/**
 * The options of the photo edits in the studio: the three skies of sky replacement and paint-walls' colour (a named
 * paint or any hex), chosen by keyboard and sent with the render; no options for a tool that takes none. The network
 * is the one thing replaced.
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
    if (url === '/api/renders/r1') return jsonResponse(200, { render: shown });
    return jsonResponse(404, { error: 'not_found', description: `No route for ${method} ${url}` });
  }) as unknown as typeof fetch;
  return requests;
}

function renderStudio(shown: TRender) {
  const requests = serve(shown);
  const user = userEvent.setup();
  const { unmount } = renderAccountStudio();
  return { requests, user, unmount };
}

const toolRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const renderRequests = (requests: ReturnType<typeof serve>) =>
  requests.filter((r) => r.url === '/api/renders' && r.method === 'POST').map((r) => r.body);

async function withPhoto() {
  const studio = renderStudio(renderOf({}));
  await studio.user.upload(
    screen.getByLabelText('Choose a photo'),
    new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByRole('img', { name: 'Your photo' });
  return studio;
}

describe('the options of the photo edits', () => {
  it('offers the three skies for sky replacement, chosen with the arrow keys and sent with the render', async () => {
    const { requests, user } = await withPhoto();
    expect(screen.queryByRole('group', { name: 'Sky' })).not.toBeInTheDocument();
    await user.click(toolRadio('Sky replacement'));
    const skies = screen.getByRole('group', { name: 'Sky' });
    const blue = within(skies).getByRole('radio', { name: 'Clear blue' });
    expect(blue).toBeChecked();
    expect(
      within(skies)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['blue', 'golden-hour', 'dusk']);
    blue.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(skies).getByRole('radio', { name: 'Dusk' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Design it' }));
    await screen.findByRole('progressbar');
    expect(renderRequests(requests)).toEqual([
      expect.objectContaining({ tool: 'sky-replacement', options: { sky: 'dusk' } }),
    ]);
  });

  it('offers named paints and any hex for paint-walls, and sends a typed colour once it is one', async () => {
    const { requests, user } = await withPhoto();
    await user.click(toolRadio('Paint walls'));
    const paint = screen.getByRole('group', { name: 'Wall colour' });
    expect(within(paint).getByRole('radio', { name: 'Warm white' })).toBeChecked();
    await user.click(within(paint).getByRole('radio', { name: 'Sage green' }));
    const hex = within(paint).getByRole('textbox', { name: 'Any colour (hex)' });
    expect(hex).toHaveValue('#9CAF88');

    await user.clear(hex);
    await user.type(hex, '#2e5a8');
    expect(hex).toBeInvalid();
    expect(hex).toHaveAccessibleDescription('Type a colour as #RRGGBB.');
    await user.type(hex, '8');
    expect(hex).toBeValid();
    // A colour that is no named paint leaves every named one unticked.
    expect(
      within(paint)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Design it' }));
    await screen.findByRole('progressbar');
    expect(renderRequests(requests)).toEqual([
      expect.objectContaining({ tool: 'paint-walls', options: { color: '#2E5A88' } }),
    ]);
  });

  it('sends no options for a tool that takes none, whatever was chosen for another', async () => {
    const { requests, user } = await withPhoto();
    await user.click(toolRadio('Sky replacement'));
    await user.click(screen.getByRole('radio', { name: 'Golden hour' }));
    await user.click(toolRadio('Enhance'));
    expect(screen.queryByRole('group', { name: 'Sky' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Design it' }));
    await screen.findByRole('progressbar');
    const [sent] = renderRequests(requests);
    expect(sent).toMatchObject({ tool: 'enhance' });
    expect(sent).not.toHaveProperty('options');
  });

  it.each([
    ['Enhance', false],
    ['Lighting', true],
  ])('shows a local %s result with the offline-preview note: %s', async (tool, noted) => {
    const done = renderOf({
      status: 'succeeded',
      tool: tool.toLowerCase(),
      outputs: ['/api/files/u/out.jpg'],
      finishedAt: '2026-11-24T10:00:05.000Z',
    });
    const studio = renderStudio(done);
    await studio.user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'Your photo' });
    await studio.user.click(toolRadio(tool));
    await studio.user.click(screen.getByRole('button', { name: 'Design it' }));
    expect(await screen.findByTestId('compare-slider')).toBeInTheDocument();
    const note = screen.queryByText(/^Offline preview: made on this server/);
    if (noted) expect(note).toBeInTheDocument();
    else expect(note).not.toBeInTheDocument();
  });

  it('names the skies and paints in German', async () => {
    showTextsIn(
      'de',
      readNamespaces('de', (ns) => ['studio', 'catalog'].includes(ns)),
    );
    const { user } = renderStudio(renderOf({}));
    await user.click(toolRadio('Himmel ersetzen'));
    expect(screen.getByRole('radio', { name: 'Goldene Stunde' })).toBeInTheDocument();
  });
});
