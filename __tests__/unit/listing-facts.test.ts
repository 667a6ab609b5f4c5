import { describe, expect, it } from '@jest/globals';
import {
  languageForLocale,
  listingBodyFrom,
  parseAmount,
  splitFeatures,
  unitsForLocale,
  unitsForLocation,
} from '@/lib/listing/listing-facts';
import { ZListingInput } from '@/lib/listing/listing-input';

/** The one model of a listing's facts as typed, which the listing writer and the listing kit both read through. */

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('the listing facts as typed', () => {
  it('take features one per line or separated by commas or semicolons, blanks dropped', () => {
    expect(splitFeatures('south-facing garden\nnew kitchen')).toEqual(['south-facing garden', 'new kitchen']);
    expect(splitFeatures(' renovated kitchen, private garden;\n\n  sauna ,')).toEqual([
      'renovated kitchen',
      'private garden',
      'sauna',
    ]);
    expect(splitFeatures('  \n , ')).toEqual([]);
  });

  it('read amounts with a decimal comma or point, and leave an empty one out for the server to name', () => {
    expect(parseAmount('2,5')).toBe(2.5);
    expect(parseAmount(' 1450 ')).toBe(1450);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
  });

  it('start in the page’s currency, area unit and language, then follow the location until one is picked', () => {
    expect(unitsForLocale('en')).toEqual({ currency: 'USD', areaUnit: 'sqft' });
    expect(unitsForLocale('de')).toEqual({ currency: 'EUR', areaUnit: 'm2' });
    expect(languageForLocale('fr')).toBe('fr');
    expect(languageForLocale('pt')).toBe('en');
    const start = unitsForLocale('en');
    const none = { currency: false, areaUnit: false };
    expect(unitsForLocation('Alfama, Lisbon', start, none)).toEqual({ currency: 'EUR', areaUnit: 'm2' });
    expect(unitsForLocation('somewhere quiet', start, none)).toBe(start);
    expect(unitsForLocation('Alfama, Lisbon', start, { currency: true, areaUnit: false })).toEqual({
      currency: 'USD',
      areaUnit: 'm2',
    });
  });

  it('become the writer’s input from the form, which the server’s schema takes as it is', () => {
    const body = listingBodyFrom(
      form({
        propertyType: 'apartment',
        bedrooms: '2',
        bathrooms: '1,5',
        area: '80',
        areaUnit: 'm2',
        price: '',
        currency: 'EUR',
        location: 'Alfama, Lisbon',
        features: 'river view, balcony\nlift',
        tone: 'warm',
        length: 'short',
        language: 'pt',
      }),
    );
    expect(body).toEqual({
      propertyType: 'apartment',
      bedrooms: 2,
      bathrooms: 1.5,
      area: 80,
      areaUnit: 'm2',
      price: undefined,
      currency: 'EUR',
      location: 'Alfama, Lisbon',
      features: ['river view', 'balcony', 'lift'],
      tone: 'warm',
      length: 'short',
      language: 'pt',
    });
    // A language the writer does not write is the server's to refuse, with its catalogue code.
    const parsed = ZListingInput.safeParse(JSON.parse(JSON.stringify(body)));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['language_required']);
    expect(ZListingInput.safeParse(JSON.parse(JSON.stringify({ ...body, language: 'de' }))).success).toBe(
      true,
    );
  });
});
