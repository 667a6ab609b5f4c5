import '@/lib/server-only';
import type { TListingTone, TPropertyType } from '../listing-input';

/** The facts as one language writes them (numbers, units and prices already formatted for it). */
export type ListingFacts = {
  type: TPropertyType;
  bedrooms: number;
  bathrooms: number;
  /** "2.5" or "2,5". */
  bathroomsText: string;
  /** "1,200 sq ft" or "110 m²". */
  area: string;
  price: string | null;
  location: string;
  features: string[];
};

export type Template = (facts: ListingFacts) => string;
export type ByTone<T> = Record<TListingTone, T>;

/**
 * What the local writer needs to write in one language: sentence templates per slot and tone, a few variants
 * each so that two listings do not read alike. Templates only restate the facts they are given; wording that only
 * sets the mood never claims anything about the property (no "bright", "quiet", "renovated" invented).
 */
export type Phrasebook = {
  /** Intl locale for numbers and prices. */
  locale: string;
  sqft: string;
  m2: string;
  /** "a, b and c" in this language. */
  list(items: string[]): string;
  /** The bedrooms and bathrooms in words, or null when there is nothing to say (a plot of land). */
  rooms(facts: ListingFacts): string | null;
  opening: ByTone<Template[]>;
  /** Rooms and area; `rooms` is non-null here. */
  size: ByTone<Template[]>;
  /** Area alone (land, commercial space without rooms). */
  sizeAreaOnly: ByTone<Template[]>;
  /** How the space can be used, from the room count. */
  space: Template[];
  /** One sentence listing `items` (the facts' features or a part of them). */
  features: ByTone<((items: string) => string)[]>;
  /** A sentence after the features of a long description. */
  featuresOutro: string[];
  /** One more feature in a sentence of its own (long descriptions). */
  featureMore: ((feature: string) => string)[];
  location: ByTone<Template[]>;
  /** A sentence of atmosphere, with no claim of fact (medium and long). */
  mood: ByTone<Template[]>;
  /** More such sentences for long descriptions. */
  extra: ByTone<Template[]>;
  /** The facts once more in one sentence, closing a long description. */
  summary: Template[];
  price: ByTone<((price: string) => string)[]>;
  noPrice: string[];
  closing: ByTone<Template[]>;
};

export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "a, b and c" with the language's word for "and". */
export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** Land and commercial premises have no bedrooms to speak of; zero of them is not news. */
export const isNonResidential = (facts: ListingFacts) => facts.type === 'land' || facts.type === 'commercial';
