import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchForm } from '@/components/batch/batch-form';
import { jsonResponse } from './helpers/render-with-app';

type Call = { url: string; body?: unknown };

/** The server as the form meets it: uploads answer with an image each; the batch answers as given. */
function serve(batchAnswer: { status: number; body: unknown; headers?: Record<string, string> }) {
  const calls: Call[] = [];
  let uploaded = 0;
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
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
    await user.selectOptions(within(rows[1]!).getByLabelText('Tool'), 'lighting');
    await user.selectOptions(screen.getByLabelText('Style for the whole listing'), 'japandi');
    await user.click(await screen.findByRole('button', { name: 'Stage 2 photos' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect(calls.find((call) => call.url === '/api/batches')!.body).toEqual({
      style: 'japandi',
      photos: [
        { imageId: '00000000-0000-4000-8000-000000000001', tool: 'virtual-staging', roomType: 'living_room' },
        { imageId: '00000000-0000-4000-8000-000000000002', tool: 'lighting', roomType: 'kitchen' },
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
});
