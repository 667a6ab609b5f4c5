import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchForm } from '@/components/batch/batch-form';
import { TOOLS } from '@/lib/studio/catalog/tools';
import { jsonResponse } from './helpers/render-with-app';

type Call = { url: string; body?: unknown; kind?: unknown };

/** The server as the form meets it: uploads answer with an image each; the batch answers as given. */
function serve(batchAnswer: { status: number; body: unknown; headers?: Record<string, string> }) {
  const calls: Call[] = [];
  let uploaded = 0;
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    const kind = init?.body instanceof FormData ? init.body.get('kind') : undefined;
    calls.push({ url: path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, kind });
    if (path === '/api/uploads') {
      uploaded += 1;
      const id = `00000000-0000-4000-8000-00000000000${uploaded}`;
      return jsonResponse(201, {
        image: {
          id,
          url: `/api/files/u/${id}.jpg`,
          thumbnailUrl: `/api/files/u/${id}-thumb.jpg`,
          width: 4,
          height: 3,
        },
      });
    }
    const answer = jsonResponse(batchAnswer.status, batchAnswer.body);
    return { ...answer, headers: new Headers(batchAnswer.headers) };
  }) as unknown as typeof fetch;
  return calls;
}

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

afterEach(() => {
  jest.restoreAllMocks();
});

/**
 * A stand-in 2D context for every canvas (jsdom has none): it paints nothing and reads back a white pixel, so a
 * brushed mask exports as a PNG blob, as it does in a browser.
 */
function fakeCanvas() {
  URL.createObjectURL = () => 'blob:mask';
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const state: Record<string | symbol, unknown> = { canvas: this };
    return new Proxy(state, {
      get: (target, prop) =>
        prop in target
          ? target[prop]
          : prop === 'getImageData'
            ? () => ({ data: Uint8ClampedArray.of(255, 255, 255, 255) })
            : () => undefined,
      set: (target, prop, value) => {
        target[prop] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,overlay');
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done, type) => done(new Blob(['png'], { type })));
}

describe('the listing kit form', () => {
  it('guesses each room from its file name, sends every photo with its room and tool, and one style', async () => {
    const calls = serve({ status: 202, body: { batch: { id: 'b1' } } });
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      photo('2-kitchen.jpg'),
      photo('1-living-room.jpg'),
    ]);

    const rows = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByLabelText('Room'))).toHaveLength(2);
    // Sorted by name, as a photographer numbers them.
    expect(within(rows[0]!).getByLabelText('Room')).toHaveValue('living_room');
    expect(within(rows[1]!).getByLabelText('Room')).toHaveValue('kitchen');
    // Every tool of the catalogue, named by the catalogue, with the batch's hints.
    const tools = within(within(rows[1]!).getByLabelText('Tool')).getAllByRole('option');
    expect(tools.map((option) => option.getAttribute('value'))).toEqual(TOOLS.map((tool) => tool.id));
    const label = (id: string) => tools.find((option) => option.getAttribute('value') === id)?.textContent;
    expect(label('virtual-staging')).toBe('Virtual staging (best for empty rooms)');
    expect(label('declutter')).toBe('Declutter (you brush the area)');
    expect(label('lighting')).toBe('Lighting');
    await user.selectOptions(within(rows[1]!).getByLabelText('Tool'), 'lighting');
    await user.selectOptions(screen.getByLabelText('Style for the whole listing'), 'japandi');
    await user.click(await screen.findByRole('button', { name: 'Stage 2 photos' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect(calls.find((call) => call.url === '/api/batches')!.body).toEqual({
      style: 'japandi',
      photos: [
        {
          imageId: '00000000-0000-4000-8000-000000000001',
          tool: 'virtual-staging',
          roomType: 'living_room',
          roomGroup: 1,
        },
        {
          imageId: '00000000-0000-4000-8000-000000000002',
          tool: 'lighting',
          roomType: 'kitchen',
          roomGroup: 2,
        },
      ],
    });
  });

  it('sends the photo edits ticked for every photo, sky replacement with the sky chosen by keyboard', async () => {
    const calls = serve({ status: 202, body: { batch: { id: 'b1' } } });
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [photo('1-living-room.jpg')]);
    const edits = screen.getByRole('group', { name: 'Photo edits for every photo' });
    expect(edits).toHaveAccessibleDescription(/the sky edits skip the rooms/);
    await user.click(within(edits).getByRole('checkbox', { name: /^Straighten/ }));
    await user.click(within(edits).getByRole('checkbox', { name: /^Enhance/ }));
    expect(within(edits).queryByRole('group', { name: 'Sky' })).not.toBeInTheDocument();
    await user.click(within(edits).getByRole('checkbox', { name: /^Sky replacement/ }));
    within(edits).getByRole('radio', { name: 'Clear blue' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(edits).getByRole('radio', { name: 'Dusk' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Stage 1 photo' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect(calls.find((call) => call.url === '/api/batches')!.body).toMatchObject({
      edits: [
        { tool: 'enhance' },
        { tool: 'straighten' },
        { tool: 'sky-replacement', options: { sky: 'dusk' } },
      ],
    });
  });

  it('says how many designs are missing when the quota cannot pay for the listing', async () => {
    serve({
      status: 402,
      body: {
        error: 'batch_quota_exceeded',
        description: 'This batch needs 2 designs and 0 are left this month: 2 missing.',
        params: { units: 2, left: 0, missing: 2, resetsOn: '2026-12-01' },
      },
      headers: { 'X-Quota-Missing': '2' },
    });
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [photo('bedroom.jpg'), photo('bath.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Stage 2 photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing needs 2 more designs than you have left this month.',
    );
  });

  it('holds the batch until every photo whose tool needs a mask is brushed, with the brush opened on that photo', async () => {
    fakeCanvas();
    const calls = serve({ status: 202, body: { batch: { id: 'b1' } } });
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      photo('1-living.jpg'),
      photo('2-bedroom.jpg'),
    ]);
    const rows = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('listitem');
    const start = await screen.findByRole('button', { name: 'Stage 2 photos' });
    await waitFor(() => expect(start).toBeEnabled());
    // Whole-photo tools ask for no brush.
    expect(screen.queryByRole('button', { name: 'Brush the area to change' })).toBeNull();

    // Declutter changes only what is brushed (the catalogue says so): the batch waits for photo 2's mask.
    await user.selectOptions(within(rows[1]!).getByLabelText('Tool'), 'declutter');
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'Brush the area to change on photo 2 before staging the listing.',
    );
    expect(within(rows[1]!).getByText('Not brushed yet')).toBeInTheDocument();
    await user.selectOptions(within(rows[0]!).getByLabelText('Tool'), 'cleanup');
    expect(
      screen.getByText('Brush the area to change on photos 1, 2 before staging the listing.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(rows[0]!).getByLabelText('Tool'), 'lighting');

    // The studio's brush opens on that photo, with the keyboard on the brush area.
    await user.click(within(rows[1]!).getByRole('button', { name: 'Brush the area to change' }));
    const panel = await screen.findByRole('region', { name: 'Brush photo 2: 2-bedroom.jpg' });
    const canvas = within(panel).getByRole('application', { name: 'Brush area' });
    await waitFor(() => expect(canvas).toHaveFocus());
    expect(within(panel).getByRole('img', { name: 'Your photo, to brush over' })).toHaveAttribute(
      'src',
      '/api/files/u/00000000-0000-4000-8000-000000000002.jpg',
    );

    // Nothing brushed: nothing is uploaded.
    await user.click(within(panel).getByRole('button', { name: 'Use this mask' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Brush over the area to change first.');
    expect(calls.filter((call) => call.kind === 'mask')).toHaveLength(0);

    // A dot brushed with the keyboard becomes the photo's mask, uploaded as a mask.
    act(() => canvas.focus());
    await user.keyboard('{Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Use this mask' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Brush photo/ })).toBeNull());
    expect(calls.filter((call) => call.kind === 'mask')).toHaveLength(1);
    expect(within(rows[1]!).getByText('Brushed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows[1]!).getByRole('button', { name: 'Brush the area to change' })).toHaveFocus(),
    );
    expect(start).toBeEnabled();

    await user.click(start);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect(calls.find((call) => call.url === '/api/batches')!.body).toEqual({
      style: 'modern',
      photos: [
        {
          imageId: '00000000-0000-4000-8000-000000000001',
          tool: 'lighting',
          roomType: 'living_room',
          roomGroup: 1,
        },
        {
          imageId: '00000000-0000-4000-8000-000000000002',
          maskImageId: '00000000-0000-4000-8000-000000000003',
          tool: 'declutter',
          roomType: 'bedroom',
          roomGroup: 2,
        },
      ],
    });
  });

  it('puts photos of one guessed room together, and lets the person split and regroup rooms', async () => {
    const calls = serve({ status: 202, body: { batch: { id: 'b1' } } });
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      photo('bed-1.jpg'),
      photo('kitchen-1.jpg'),
      photo('bed-2.jpg'),
      photo('bed-3.jpg'),
    ]);
    const rows = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('listitem');
    const room = (row: number) => within(rows[row]!).getByRole('combobox', { name: 'Staged together with' });
    const chosen = (row: number) => (room(row) as HTMLSelectElement).selectedOptions[0]!.textContent;
    const summary = () =>
      within(screen.getByRole('region', { name: 'Rooms of the listing' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    // Grouped by the room guessed from each name: the three bedroom photos are taken for one bedroom.
    expect([0, 1, 2, 3].map(chosen)).toEqual([
      'Room 1 (Bedroom)',
      'Room 1 (Bedroom)',
      'Room 1 (Bedroom)',
      'Room 2 (Kitchen)',
    ]);
    expect(summary()).toEqual(['Room 1 (Bedroom): photos 1, 2, 3', 'Room 2 (Kitchen): photo 4']);

    // The listing has a second bedroom: its photo moves to a room of its own, reached with the keyboard.
    await user.click(within(rows[2]!).getByLabelText('Room'));
    await user.tab();
    expect(room(2)).toHaveFocus();
    await user.selectOptions(room(2), 'A room of its own');
    expect(summary()).toEqual([
      'Room 1 (Bedroom): photos 1, 2',
      'Room 2 (Bedroom): photo 3',
      'Room 3 (Kitchen): photo 4',
    ]);

    // Moved into a room, a photo takes that room's type; given another type, it joins that type's first room.
    await user.selectOptions(room(3), 'Room 1 (Bedroom)');
    expect(within(rows[3]!).getByLabelText('Room')).toHaveValue('bedroom');
    expect(summary()).toEqual(['Room 1 (Bedroom): photos 1, 2, 4', 'Room 2 (Bedroom): photo 3']);
    await user.selectOptions(within(rows[3]!).getByLabelText('Room'), 'kitchen');
    await user.selectOptions(within(rows[2]!).getByLabelText('Room'), 'kitchen');
    expect(summary()).toEqual(['Room 1 (Bedroom): photos 1, 2', 'Room 2 (Kitchen): photos 3, 4']);

    await user.click(await screen.findByRole('button', { name: 'Stage 4 photos' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    const sent = (
      calls.find((call) => call.url === '/api/batches')!.body as {
        photos: { roomType: string; roomGroup: number }[];
      }
    ).photos;
    expect(sent.map((p) => [p.roomType, p.roomGroup])).toEqual([
      ['bedroom', 1],
      ['bedroom', 1],
      ['kitchen', 2],
      ['kitchen', 2],
    ]);
  });
});
