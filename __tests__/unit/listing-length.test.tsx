import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from '@/components/listing/listing-form';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the listing writer length choice', () => {
  it('shows every length with its whole text as a radio, medium chosen, and sends the one picked', async () => {
    const { fetchMock } = renderWithApp(<ListingForm onResult={() => undefined} />, SIGNED_OUT);
    const group = screen.getByRole('group', { name: 'Length' });
    expect(screen.queryByRole('combobox', { name: 'Length' })).toBeNull();
    const radios = ['Short (about 60 words)', 'Medium (about 120 words)', 'Long (about 220 words)'].map(
      (name) => screen.getByRole('radio', { name }),
    );
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);

    await userEvent.click(screen.getByText('Long (about 220 words)'));
    await userEvent.type(screen.getByLabelText('Location'), 'Alfama, Lisbon');
    await userEvent.type(screen.getByLabelText('Bedrooms'), '2');
    await userEvent.type(screen.getByLabelText('Bathrooms'), '1');
    await userEvent.type(screen.getByLabelText('Area'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Write description' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/listing-description')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/listing-description')!;
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({ length: 'long' });
  });
});
