// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/zod-without-eval';
import { z } from 'zod';

export const PROPERTY_TYPES = [
  'house',
  'apartment',
  'condo',
  'townhouse',
  'studio',
  'villa',
  'land',
  'commercial',
] as const;
export const AREA_UNITS = ['sqft', 'm2'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const LISTING_TONES = ['professional', 'warm', 'luxury', 'concise'] as const;
export const LISTING_LENGTHS = ['short', 'medium', 'long'] as const;
export const LISTING_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 80;

const count = (what: string) =>
  z
    .number({ message: `Enter the number of ${what} (0 to 50).` })
    .min(0, `The number of ${what} cannot be negative.`)
    .max(50, `The number of ${what} can be at most 50.`);

/** The facts of one property and how to write about it: the body of POST /api/listing-description. */
export const ZListingInput = z.object(
  {
    propertyType: z.enum(PROPERTY_TYPES, {
      message: `Choose a property type: ${PROPERTY_TYPES.join(', ')}.`,
    }),
    bedrooms: count('bedrooms').int('The number of bedrooms must be a whole number.'),
    // Half bathrooms (a toilet and basin) are how listings count them.
    bathrooms: count('bathrooms').multipleOf(0.5, 'Bathrooms are counted in halves (for example 2 or 2.5).'),
    area: z
      .number({ message: 'Enter the floor area as a number.' })
      .positive('The area must be more than 0.')
      .max(10_000_000, 'That area is too large.'),
    areaUnit: z.enum(AREA_UNITS, { message: 'Choose the area unit: sqft or m2.' }),
    price: z
      .number({ message: 'Enter the price as a number, or leave it out.' })
      .positive('The price must be more than 0.')
      .max(1e12, 'That price is too large.')
      .optional(),
    currency: z.enum(CURRENCIES, { message: `Choose a currency: ${CURRENCIES.join(', ')}.` }).default('USD'),
    location: z
      .string({ message: 'Enter the location (a neighbourhood, town or street).' })
      .trim()
      .min(2, 'Enter the location (at least 2 characters).')
      .max(120, 'The location can be at most 120 characters.'),
    features: z
      .array(
        z
          .string({ message: 'Each feature must be text.' })
          .trim()
          .min(1, 'A feature cannot be empty.')
          .max(MAX_FEATURE_LENGTH, `Each feature can be at most ${MAX_FEATURE_LENGTH} characters.`),
        { message: 'Features must be a list of short texts.' },
      )
      .max(MAX_FEATURES, `List at most ${MAX_FEATURES} features.`)
      .default([]),
    tone: z
      .enum(LISTING_TONES, { message: `Choose a tone: ${LISTING_TONES.join(', ')}.` })
      .default('professional'),
    length: z
      .enum(LISTING_LENGTHS, { message: `Choose a length: ${LISTING_LENGTHS.join(', ')}.` })
      .default('medium'),
    language: z
      .enum(LISTING_LANGUAGES, { message: `Choose a language: ${LISTING_LANGUAGES.join(', ')}.` })
      .default('en'),
  },
  { message: 'Send the property details as a JSON object.' },
);

export type TListingInput = z.infer<typeof ZListingInput>;
export type TListingTone = (typeof LISTING_TONES)[number];
export type TListingLength = (typeof LISTING_LENGTHS)[number];
export type TListingLanguage = (typeof LISTING_LANGUAGES)[number];
export type TPropertyType = (typeof PROPERTY_TYPES)[number];

/** One fair-housing concern in the facts given or in the description written. */
export type TFairHousingWarning = {
  phrase: string;
  category:
    'familial_status' | 'religion' | 'race_national_origin' | 'disability' | 'sex' | 'age' | 'steering';
  /** `avoid`: likely unlawful wording; `caution`: a judgement worth rewording (good schools, safe area). */
  severity: 'avoid' | 'caution';
  explanation: string;
  suggestion: string;
  where: 'input' | 'output';
};

export type TListingResult = { description: string; warnings: TFairHousingWarning[] };

/** A description kept in a signed-in user's history. */
export type TListingHistoryItem = {
  id: string;
  input: TListingInput;
  description: string;
  warnings: TFairHousingWarning[];
  language: TListingLanguage;
  createdAt: string;
};
