import { describe, expect, it } from '@jest/globals';
import { checkFairHousing } from '@/lib/listing/fair-housing';
import {
  LISTING_LANGUAGES,
  LISTING_LENGTHS,
  LISTING_TONES,
  PROPERTY_TYPES,
  type TListingInput,
  ZListingInput,
} from '@/lib/listing/listing-input';
import { writeLocally } from '@/lib/listing/local-writer';

const BASE = ZListingInput.parse({
  propertyType: 'townhouse',
  bedrooms: 3,
  bathrooms: 2.5,
  area: 1640,
  areaUnit: 'sqft',
  price: 489000,
  currency: 'USD',
  location: 'Riverside, Portland',
  features: ['renovated kitchen', 'private courtyard', 'EV charger', 'heat pump', 'oak floors'],
});

const LOCALES = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' } as const;
const TYPE_WORDS = {
  en: {
    house: 'house',
    apartment: 'apartment',
    condo: 'condo',
    townhouse: 'townhouse',
    studio: 'studio',
    villa: 'villa',
    land: 'plot',
    commercial: 'commercial property',
  },
  es: {
    house: 'casa',
    apartment: 'apartamento',
    condo: 'apartamento en condominio',
    townhouse: 'casa adosada',
    studio: 'estudio',
    villa: 'villa',
    land: 'terreno',
    commercial: 'local comercial',
  },
  fr: {
    house: 'maison',
    apartment: 'appartement',
    condo: 'appartement en copropriété',
    townhouse: 'maison de ville',
    studio: 'studio',
    villa: 'villa',
    land: 'terrain',
    commercial: 'local commercial',
  },
  de: {
    house: 'Haus',
    apartment: 'Wohnung',
    condo: 'Eigentumswohnung',
    townhouse: 'Reihenhaus',
    studio: 'Studio-Apartment',
    villa: 'Villa',
    land: 'Grundstück',
    commercial: 'Gewerbeimmobilie',
  },
} as const;
const BEDROOMS = { en: 'bedrooms', es: 'dormitorios', fr: 'chambres', de: 'Schlafzimmer' } as const;
const BATHROOMS = { en: 'bathrooms', es: 'baños', fr: 'salles de bain', de: 'Badezimmer' } as const;
const SQFT = { en: 'sq ft', es: 'pies cuadrados', fr: 'pieds carrés', de: 'Quadratfuß' } as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every fact, as this language writes it. */
function expectedFacts(input: TListingInput): string[] {
  const { language } = input;
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  const price = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: input.currency,
    maximumFractionDigits: 0,
  });
  return [
    TYPE_WORDS[language][input.propertyType],
    `${input.bedrooms} ${BEDROOMS[language]}`,
    `${number.format(input.bathrooms)} ${BATHROOMS[language]}`,
    `${number.format(input.area)} ${input.areaUnit === 'sqft' ? SQFT[language] : 'm²'}`,
    ...(input.price === undefined ? [] : [price.format(input.price)]),
    input.location,
    ...input.features,
  ];
}

describe('the local listing writer', () => {
  describe.each(LISTING_LANGUAGES)('in %s', (language) => {
    it.each(LISTING_TONES.flatMap((tone) => LISTING_LENGTHS.map((length) => [tone, length] as const)))(
      'uses every fact (%s, %s)',
      (tone, length) => {
        const input = { ...BASE, language, tone, length };
        const text = writeLocally(input);
        const [type, ...facts] = expectedFacts(input);
        // The type may open a sentence, capitalised.
        expect(text.toLowerCase()).toContain(type!.toLowerCase());
        for (const fact of facts) expect(text).toContain(fact);
        expect(checkFairHousing([text], 'output')).toEqual([]);
      },
    );

    it('writes longer texts for longer lengths, in every tone', () => {
      for (const tone of LISTING_TONES) {
        const [short, medium, long] = LISTING_LENGTHS.map((length) =>
          words(writeLocally({ ...BASE, language, tone, length })),
        );
        expect(short).toBeLessThan(medium!);
        expect(medium).toBeLessThan(long!);
      }
      const professional = LISTING_LENGTHS.map((length) =>
        words(writeLocally({ ...BASE, language, tone: 'professional', length })),
      );
      expect(professional[0]).toBeGreaterThanOrEqual(40);
      expect(professional[0]).toBeLessThanOrEqual(90);
      expect(professional[2]).toBeGreaterThanOrEqual(150);
      expect(professional[2]).toBeLessThanOrEqual(280);
    });

    it('changes its words with the tone', () => {
      const texts = LISTING_TONES.map((tone) => writeLocally({ ...BASE, language, tone }));
      expect(new Set(texts).size).toBe(LISTING_TONES.length);
      // Not just one sentence swapped: most sentences differ between any two tones.
      const sentences = texts.map((text) => new Set(text.split(/(?<=[.!?])\s+/)));
      for (let a = 0; a < sentences.length; a++)
        for (let b = a + 1; b < sentences.length; b++) {
          const shared = [...sentences[a]!].filter((s) => sentences[b]!.has(s)).length;
          expect(shared / sentences[a]!.size).toBeLessThan(0.5);
        }
      // Concise really is shorter.
      const concise = words(texts[LISTING_TONES.indexOf('concise')]!);
      expect(concise).toBeLessThan(words(texts[LISTING_TONES.indexOf('warm')]!));
    });

    it('handles every property type, with or without rooms and price, and never raises a concern', () => {
      for (const propertyType of PROPERTY_TYPES) {
        const bare = propertyType === 'land' || propertyType === 'commercial';
        for (const tone of LISTING_TONES)
          for (const length of LISTING_LENGTHS) {
            const input = {
              ...BASE,
              propertyType,
              bedrooms: bare || propertyType === 'studio' ? 0 : 2,
              bathrooms: bare ? 0 : 1,
              areaUnit: 'm2' as const,
              area: 250,
              price: undefined,
              language,
              tone,
              length,
            };
            const text = writeLocally(input);
            expect(text.toLowerCase()).toContain(TYPE_WORDS[language][propertyType].toLowerCase());
            expect(text).toContain('250 m²');
            expect(text).toContain(input.location);
            expect(text).not.toMatch(/undefined|null|NaN|\s[.,]/);
            expect(checkFairHousing([text], 'output')).toEqual([]);
          }
      }
    });
  });

  it('is stable for one input and varies between inputs', () => {
    expect(writeLocally(BASE)).toBe(writeLocally(BASE));
    const openings = new Set(
      [
        'Riverside, Portland',
        'Alberta Arts, Portland',
        'Sellwood, Portland',
        'Pearl District, Portland',
        'Kenton, Portland',
      ].map((location) =>
        writeLocally({ ...BASE, location })
          .split('.')[0]!
          .replace(location, ''),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('writes one bedroom and one bathroom in the singular', () => {
    const text = writeLocally({ ...BASE, bedrooms: 1, bathrooms: 1, length: 'short' });
    expect(text).toContain('1 bedroom and 1 bathroom');
    expect(writeLocally({ ...BASE, bedrooms: 1, bathrooms: 1, language: 'fr' })).toContain(
      '1 chambre et 1 salle de bain',
    );
  });

  it('leaves out a feature that raised a fair-housing concern', () => {
    const input = { ...BASE, features: ['garden', 'perfect for young couples'] };
    const text = writeLocally(input, ['perfect for young couples']);
    expect(text).toContain('garden');
    expect(text).not.toContain('couples');
  });
});
