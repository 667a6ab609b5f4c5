import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from '@/components/listing/listing-form';
import { regionalDefaults } from '@/lib/listing/regional-defaults';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('regional defaults of the listing writer', () => {
  it('know the currency and area unit of the places a location names', () => {
    expect(regionalDefaults('Rua Augusta 12, Lisbon')).toEqual({ currency: 'EUR', areaUnit: 'm2' });
    expect(regionalDefaults('Notting Hill, London')).toEqual({ currency: 'GBP', areaUnit: 'sqft' });
    expect(regionalDefaults('Kitsilano, Vancouver BC')).toEqual({ currency: 'CAD', areaUnit: 'sqft' });
    expect(regionalDefaults('Riverside, Portland')).toEqual({ currency: 'USD', areaUnit: 'sqft' });
    expect(regionalDefaults('somewhere quiet')).toBeNull();
    // A place inside another word is not that place ("Nicety Lane" is not in Nice).
    expect(regionalDefaults('Nicety Lane')).toBeNull();
  });

  it('follow the location in the form until the person picks a currency', async () => {
    renderWithApp(<ListingForm onResult={() => undefined} />, SIGNED_OUT);
    const location = screen.getByLabelText(/location/i);
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    const areaUnit = screen.getByLabelText('Area unit') as HTMLSelectElement;
    await userEvent.type(location, 'Alfama, Lisbon');
    expect([currency.value, areaUnit.value]).toEqual(['EUR', 'm2']);
    await userEvent.clear(location);
    await userEvent.type(location, 'Camden, London');
    expect([currency.value, areaUnit.value]).toEqual(['GBP', 'sqft']);

    await userEvent.selectOptions(currency, 'USD');
    await userEvent.clear(location);
    await userEvent.type(location, 'Toronto');
    expect([currency.value, areaUnit.value]).toEqual(['USD', 'sqft']);
  });
});
