import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccountStudio } from './helpers/render-account-studio';
import { jsonResponse } from './helpers/render-with-app';
import { STUDIO_PHOTO, studioRender, stubBrowserForStudio } from './helpers/studio-render';
import { readNamespaces, showTextsIn } from './helpers/texts';

/**
 * Paint-walls' optional brush in the studio: the mask editor is offered over the photo, the render goes with nothing
 * brushed (the walls are found), and with the brushed area as its mask when the user brushed. The network and the
 * browser's canvas rasterising are the only things replaced.
 */

const MASK_ID = '33333333-3333-4333-8333-333333333333';

beforeAll(stubBrowserForStudio);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A stand-in 2D context: it draws nothing and reads back a white (brushed) pixel; the PNG is a stand-in too.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      new Proxy(
        {},
        {
          get: (_target, prop) =>
            prop === 'getImageData'
              ? () => ({ data: Uint8ClampedArray.of(255, 255, 255, 255) })
              : () => undefined,
          set: () => true,
        },
      ) as unknown as CanvasRenderingContext2D,
  );
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,overlay');
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done, type) => done(new Blob(['png'], { type })));
});
afterEach(() => {
  jest.restoreAllMocks();
  showTextsIn('en');
});

/** The studio's routes; each upload and render request is recorded with its body. */
function serve() {
  const uploads: FormData[] = [];
  const renders: Record<string, unknown>[] = [];
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/health')
      return jsonResponse(200, { status: 'ok', adapters: { renderEngine: 'local' } });
    if (url === '/api/projects') return jsonResponse(200, { projects: [] });
    if (url === '/api/uploads' && method === 'POST') {
      const form = init!.body as FormData;
      uploads.push(form);
      const image =
        form.get('kind') === 'mask'
          ? { ...STUDIO_PHOTO, id: MASK_ID, url: '/api/files/u/mask.png' }
          : STUDIO_PHOTO;
      return jsonResponse(201, { image: { ...image, thumbnailUrl: image.url } });
    }
    if (url === '/api/renders' && method === 'POST') {
      renders.push(JSON.parse(String(init!.body)) as Record<string, unknown>);
      return jsonResponse(202, { render: studioRender({ tool: 'paint-walls' }) });
    }
    if (url === '/api/renders/r1')
      return jsonResponse(200, { render: studioRender({ tool: 'paint-walls' }) });
    return jsonResponse(404, { error: 'not_found', description: `No route for ${method} ${url}` });
  }) as unknown as typeof fetch;
  return { uploads, renders };
}

/** The studio with a photo uploaded and paint-walls chosen, by the texts of the language shown. */
async function paintWallsOnAPhoto(
  texts = { choose: 'Choose a photo', photo: 'Your photo', tool: 'Paint walls' },
) {
  const sent = serve();
  const user = userEvent.setup();
  renderAccountStudio();
  await user.upload(
    screen.getByLabelText(texts.choose),
    new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByRole('img', { name: texts.photo });
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${texts.tool}`) }));
  return { ...sent, user };
}

const designIt = () => screen.getByRole('button', { name: 'Design it' });
const kinds = (uploads: FormData[]) => uploads.map((form) => form.get('kind'));

describe('paint-walls’ optional brush in the studio', () => {
  it('offers the brush over the photo and renders without a mask when nothing is brushed', async () => {
    const { uploads, renders, user } = await paintWallsOnAPhoto();
    expect(screen.getByRole('radio', { name: /^Paint walls/ })).toHaveAccessibleName(
      expect.stringContaining('You may brush an area'),
    );
    expect(
      screen.getByText(
        'Optional: brush over the walls to paint only those. With nothing brushed, the walls are found for you.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('application', { name: 'Brush area' })).toBeInTheDocument();
    expect(designIt()).toBeEnabled();

    await user.click(designIt());
    await screen.findByRole('progressbar');
    expect(kinds(uploads)).toEqual(['photo']);
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ tool: 'paint-walls', options: { color: expect.any(String) } });
    expect(renders[0]).not.toHaveProperty('maskImageId');
  });

  it('sends the brushed area, brushed with the keyboard, as the render’s mask', async () => {
    const { uploads, renders, user } = await paintWallsOnAPhoto();
    const area = await screen.findByRole('application', { name: 'Brush area' });
    area.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');

    await user.click(designIt());
    await screen.findByRole('progressbar');
    expect(kinds(uploads)).toEqual(['photo', 'mask']);
    expect((uploads[1]!.get('file') as File).type).toBe('image/png');
    expect(renders).toEqual([expect.objectContaining({ tool: 'paint-walls', maskImageId: MASK_ID })]);
  });

  it('says the brush is optional in German too', async () => {
    showTextsIn('de', readNamespaces('de'));
    await paintWallsOnAPhoto({ choose: 'Foto auswählen', photo: 'Ihr Foto', tool: 'Wände streichen' });
    expect(screen.getByText(/^Optional: Markieren Sie mit dem Pinsel die Wände/)).toBeInTheDocument();
  });
});
