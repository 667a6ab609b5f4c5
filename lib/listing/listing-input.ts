// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

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
/** A listing is written in any of the site's languages. */
export const LISTING_LANGUAGES = LOCALES;

export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 80;

// Each message is the error catalogue's code for the rule, which the browser shows in the reader's language.
const count = (code: 'bedrooms_invalid' | 'bathrooms_invalid') =>
  z.number({ message: code }).min(0, code).max(50, code);

/** The facts of one property and how to write about it: the body of POST /api/listing-description. */
export const ZListingInput = z.object(
  {
    propertyType: z.enum(PROPERTY_TYPES, { message: 'property_type_required' }),
    bedrooms: count('bedrooms_invalid').int('bedrooms_invalid'),
    // Half bathrooms (a toilet and basin) are how listings count them.
    bathrooms: count('bathrooms_invalid').multipleOf(0.5, 'bathrooms_invalid'),
    area: z.number({ message: 'area_invalid' }).positive('area_invalid').max(10_000_000, 'area_invalid'),
    areaUnit: z.enum(AREA_UNITS, { message: 'area_unit_required' }),
    price: z
      .number({ message: 'price_invalid' })
      .positive('price_invalid')
      .max(1e12, 'price_invalid')
      .optional(),
    currency: z.enum(CURRENCIES, { message: 'currency_required' }).default('USD'),
    location: z
      .string({ message: 'location_required' })
      .trim()
      .min(2, 'location_required')
      .max(120, 'location_too_long'),
    features: z
      .array(
        z
          .string({ message: 'feature_invalid' })
          .trim()
          .min(1, 'feature_invalid')
          .max(MAX_FEATURE_LENGTH, 'feature_too_long'),
        { message: 'feature_invalid' },
      )
      .max(MAX_FEATURES, 'too_many_features')
      .default([]),
    tone: z.enum(LISTING_TONES, { message: 'tone_required' }).default('professional'),
    length: z.enum(LISTING_LENGTHS, { message: 'length_required' }).default('medium'),
    language: z.enum(LISTING_LANGUAGES, { message: 'language_required' }).default('en'),
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
