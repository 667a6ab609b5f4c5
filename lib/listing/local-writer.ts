import '@/lib/server-only';
import type { TListingInput, TListingLength } from './listing-input';
import type { ListingWriter } from './listing-writer';
import { de } from './phrasebooks/de';
import { en } from './phrasebooks/en';
import { es } from './phrasebooks/es';
import { fr } from './phrasebooks/fr';
import type { ListingFacts, Phrasebook } from './phrasebooks/phrasebook';

const PHRASEBOOKS: Record<TListingInput['language'], Phrasebook> = { en, es, fr, de };

/** FNV-1a: the same input always picks the same variants; a different one usually picks others. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function factsFor(input: TListingInput, book: Phrasebook): ListingFacts {
  const number = new Intl.NumberFormat(book.locale, { maximumFractionDigits: 1 });
  return {
    type: input.propertyType,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    bathroomsText: number.format(input.bathrooms),
    area: `${number.format(input.area)} ${input.areaUnit === 'sqft' ? book.sqft : book.m2}`,
    price:
      input.price === undefined
        ? null
        : new Intl.NumberFormat(book.locale, {
            style: 'currency',
            currency: input.currency,
            maximumFractionDigits: 0,
          }).format(input.price),
    location: input.location,
    features: input.features,
  };
}

/** How many features go into the one list sentence; a long description gives the rest sentences of their own. */
const LISTED: Record<TListingLength, number> = { short: Infinity, medium: Infinity, long: 3 };

/**
 * Writes a description from templates, offline (embedded mode and tests). Every fact given appears in the text;
 * features that raised a fair-housing concern are left out (`avoid`), the templates themselves never raise one.
 */
export function writeLocally(input: TListingInput, avoid: string[] = []): string {
  const book = PHRASEBOOKS[input.language];
  const avoided = avoid.map((phrase) => phrase.toLowerCase());
  const facts = factsFor(
    {
      ...input,
      features: input.features.filter((f) => !avoided.some((phrase) => f.toLowerCase().includes(phrase))),
    },
    book,
  );
  const seed = hashOf(JSON.stringify(input));
  let draw = 0;
  /** A different variant per slot, stable for one input. */
  const pick = <T>(options: T[]): T => options[(seed + draw++ * 2654435761) % options.length]!;
  const { tone, length } = input;
  const at = (templates: ((f: ListingFacts) => string)[]) => pick(templates)(facts);

  const intro = [at(book.opening[tone]), at(book.rooms(facts) ? book.size[tone] : book.sizeAreaOnly[tone])];
  const features: string[] = [];
  if (facts.features.length > 0) {
    const listed = facts.features.slice(0, LISTED[length]);
    features.push(pick(book.features[tone])(book.list(listed)));
    for (const feature of facts.features.slice(listed.length)) features.push(pick(book.featureMore)(feature));
  }
  const price = facts.price ? pick(book.price[tone])(facts.price) : null;
  const closing = at(book.closing[tone]);

  if (length === 'short') {
    return [...intro, ...features, ...(price ? [price] : []), closing].join(' ');
  }
  const long = length === 'long';
  // A long description says everything a medium one does, and then some: every variant of the mood-setting slots.
  const mood = long ? book.mood[tone].map((template) => template(facts)) : [at(book.mood[tone])];
  const extra = long ? book.extra[tone].map((template) => template(facts)) : [book.extra[tone][0]!(facts)];
  if (long && features.length > 0 && tone !== 'concise') features.push(pick(book.featuresOutro));
  const paragraphs = [
    [...intro, at(book.space)],
    features,
    [at(book.location[tone]), ...mood, ...extra],
    [...(long ? [at(book.summary)] : []), price ?? pick(book.noPrice), closing],
  ];
  return paragraphs
    .filter((sentences) => sentences.length > 0)
    .map((sentences) => sentences.join(' '))
    .join('\n\n');
}

export const localListingWriter: ListingWriter = {
  name: 'local',
  write: async (input, { avoid }) =>
    writeLocally(
      input,
      avoid.map((warning) => warning.phrase),
    ),
};
