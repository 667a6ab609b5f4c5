import type { AREA_UNITS, CURRENCIES } from './listing-input';

type Region = { currency: (typeof CURRENCIES)[number]; areaUnit: (typeof AREA_UNITS)[number] };

/**
 * Places a listing's location often names, by the currency and area unit their listings use. Only the currencies
 * the writer offers; a place not listed here leaves the form's defaults alone.
 */
const REGIONS: { region: Region; places: string[] }[] = [
  {
    region: { currency: 'EUR', areaUnit: 'm2' },
    places: [
      'portugal',
      'lisbon',
      'lisboa',
      'porto',
      'faro',
      'algarve',
      'spain',
      'españa',
      'espana',
      'madrid',
      'barcelona',
      'valencia',
      'sevilla',
      'seville',
      'malaga',
      'málaga',
      'france',
      'paris',
      'lyon',
      'marseille',
      'nice',
      'bordeaux',
      'germany',
      'deutschland',
      'berlin',
      'munich',
      'münchen',
      'hamburg',
      'frankfurt',
      'köln',
      'cologne',
      'italy',
      'italia',
      'rome',
      'roma',
      'milan',
      'milano',
      'florence',
      'firenze',
      'netherlands',
      'amsterdam',
      'rotterdam',
      'belgium',
      'belgique',
      'brussels',
      'bruxelles',
      'austria',
      'österreich',
      'vienna',
      'wien',
      'ireland',
      'dublin',
      'greece',
      'athens',
      'finland',
      'helsinki',
      'luxembourg',
    ],
  },
  {
    region: { currency: 'GBP', areaUnit: 'sqft' },
    places: [
      'united kingdom',
      'uk',
      'england',
      'scotland',
      'wales',
      'london',
      'manchester',
      'edinburgh',
      'bristol',
    ],
  },
  {
    region: { currency: 'CAD', areaUnit: 'sqft' },
    places: [
      'canada',
      'toronto',
      'vancouver',
      'montreal',
      'montréal',
      'calgary',
      'ottawa',
      'ontario',
      'quebec',
    ],
  },
  {
    region: { currency: 'AUD', areaUnit: 'm2' },
    places: ['australia', 'sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'queensland'],
  },
  {
    region: { currency: 'USD', areaUnit: 'sqft' },
    places: [
      'usa',
      'united states',
      'new york',
      'los angeles',
      'san francisco',
      'chicago',
      'boston',
      'seattle',
      'miami',
      'austin',
      'denver',
      'portland',
      'california',
      'texas',
      'florida',
    ],
  },
];

const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/** The currency and area unit a location's listings use, when the location names a place we know; else null. */
export function regionalDefaults(location: string): Region | null {
  const text = words(location);
  const found = REGIONS.find(({ places }) => places.some((place) => text.includes(words(place))));
  return found?.region ?? null;
}
