import {
  type AREA_UNITS,
  type CURRENCIES,
  LISTING_LANGUAGES,
  type TListingInput,
  type TListingLanguage,
} from './listing-input';
import { regionalDefaults } from './regional-defaults';

/**
 * A listing's facts as people type them, for every form that takes them (the listing writer and the listing kit):
 * how what was typed becomes the writer's input is decided here, once. The browser only shapes the values; the
 * server checks every fact (ZListingInput) and says what is wrong.
 */

export type TCurrency = (typeof CURRENCIES)[number];
export type TAreaUnit = (typeof AREA_UNITS)[number];
export type TListingUnits = { currency: TCurrency; areaUnit: TAreaUnit };

/** The fields' names in their form, as ZListingInput names the facts. */
export type TListingField = keyof TListingInput;

/** "a, b\nc; d" → ["a", "b", "c", "d"]: a list people can type or paste without a tag widget. */
export const splitFeatures = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((feature) => feature.trim())
    .filter(Boolean);

/** A number as typed, with a decimal comma or point; empty is left out, for the server to name as missing. */
export const parseAmount = (typed: string) => {
  const text = typed.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/** Before a location says otherwise: dollars and square feet for an English page, euros and square metres else. */
export const unitsForLocale = (locale: string | undefined): TListingUnits =>
  locale === 'en' ? { currency: 'USD', areaUnit: 'sqft' } : { currency: 'EUR', areaUnit: 'm2' };

/** The description's language by default: the page's, where the writer writes in it. */
export const languageForLocale = (locale: string | undefined): TListingLanguage =>
  LISTING_LANGUAGES.find((language) => language === locale) ?? 'en';

/**
 * Currency and area unit follow the location (a Lisbon home is priced in euros and measured in square metres)
 * until the person picks one; a location naming no place we know leaves them as they are.
 */
export function unitsForLocation(
  location: string,
  units: TListingUnits,
  chosen: { currency: boolean; areaUnit: boolean },
): TListingUnits {
  const region = regionalDefaults(location);
  if (!region) return units;
  return {
    currency: chosen.currency ? units.currency : region.currency,
    areaUnit: chosen.areaUnit ? units.areaUnit : region.areaUnit,
  };
}

/** The writer's input as the form gives it: numbers left out when empty, enums as typed (the server checks). */
export type TListingBody = {
  [K in TListingField]: K extends 'features'
    ? string[]
    : K extends 'bedrooms' | 'bathrooms' | 'area' | 'price'
      ? number | undefined
      : string;
};

/** The facts and the writing style from the form holding the listing fields. */
export function listingBodyFrom(form: FormData): TListingBody {
  const text = (name: TListingField) => String(form.get(name) ?? '');
  return {
    propertyType: text('propertyType'),
    bedrooms: parseAmount(text('bedrooms')),
    bathrooms: parseAmount(text('bathrooms')),
    area: parseAmount(text('area')),
    areaUnit: text('areaUnit'),
    price: parseAmount(text('price')),
    currency: text('currency'),
    location: text('location'),
    features: splitFeatures(text('features')),
    tone: text('tone'),
    length: text('length'),
    language: text('language'),
  };
}
