import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BatchProgress } from '@/components/batch/batch-progress';
import type { TBatch, TBatchPhoto } from '@/lib/studio/batches/batch-request';
import { jsonResponse } from './helpers/render-with-app';

const photo = (position: number, roomType: string, roomGroup: number): TBatchPhoto => ({
  position,
  renderId: `00000000-0000-4000-8000-00000000000${position}`,
  tool: 'virtual-staging',
  roomType,
  roomGroup,
  status: 'succeeded',
  error: null,
  imageUrl: `/api/files/u/${position}.jpg`,
  outputUrl: `/api/files/u/${position}-out.jpg`,
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the progress of a listing kit', () => {
  it('says beside each photo which others of its room were staged with it', async () => {
    const batch: TBatch = {
      id: 'b1',
      status: 'finished',
      style: 'modern',
      photos: [photo(1, 'living_room', 1), photo(2, 'kitchen', 2), photo(3, 'living_room', 1)],
      description: null,
      warnings: [],
      kitUrl: '/api/batches/b1/kit',
      createdAt: '2026-11-28T10:00:00.000Z',
      finishedAt: '2026-11-28T10:05:00.000Z',
    };
    global.fetch = jest.fn(async () => jsonResponse(200, { batch })) as unknown as typeof fetch;
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BatchProgress id="b1" />
      </SWRConfig>,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByText('Staged with photo 3')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Staged with photo 1')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/Staged with/)).toBeNull();
  });
});
