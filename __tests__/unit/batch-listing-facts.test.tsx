import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchForm } from '@/components/batch/batch-form';
import { jsonResponse } from './helpers/render-with-app';

/**
 * The listing kit's facts: the listing writer's own fields, read by the same rules (features split at commas as at
 * line breaks, currency and unit following the location, the tone and length chosen).
 */

type Call = { url: string; body?: unknown };

function serve() {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (path === '/api/uploads') {
      const id = '00000000-0000-4000-8000-000000000001';
      return jsonResponse(201, {
        image: {
          id,
          url: `/api/files/u/${id}.jpg`,
          thumbnailUrl: `/api/files/u/${id}.jpg`,
          width: 4,
          height: 3,
        },
      });
    }
    return { ...jsonResponse(202, { batch: { id: 'b1' } }), headers: new Headers() };
  }) as unknown as typeof fetch;
  return calls;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the listing kit’s facts', () => {
  it('are the listing writer’s fields and rules, sent with the photos', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'living-room.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Write the listing description from these facts'));
    // The kit starts from a family home.
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(3);
    expect(screen.getByLabelText('Bathrooms')).toHaveValue(2);
    await user.type(screen.getByLabelText('Location'), 'Alfama, Lisbon');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Area unit')).toHaveValue('m2');
    await user.type(screen.getByLabelText('Area'), '95');
    await user.type(screen.getByLabelText('Price (optional)'), '450000');
    await user.type(screen.getByLabelText('Features'), 'river view, balcony\nlift');
    expect(screen.getByText('3 of 20 features')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tone'), 'luxury');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await user.click(await screen.findByRole('button', { name: 'Stage 1 photo' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect((calls.find((call) => call.url === '/api/batches')!.body as { listing: unknown }).listing).toEqual(
      {
        propertyType: 'house',
        bedrooms: 3,
        bathrooms: 2,
        area: 95,
        areaUnit: 'm2',
        price: 450000,
        currency: 'EUR',
        location: 'Alfama, Lisbon',
        features: ['river view', 'balcony', 'lift'],
        tone: 'luxury',
        length: 'medium',
        language: 'es',
      },
    );
  });

  it('stay out of the kit when not asked for', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(<BatchForm />);
    await user.upload(screen.getByLabelText('Choose photos'), [
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kitchen.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Stage 1 photo' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/batches')).toBe(true));
    expect(calls.find((call) => call.url === '/api/batches')!.body).not.toHaveProperty('listing');
  });
});
