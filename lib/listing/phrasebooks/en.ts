import '@/lib/server-only';
import type { TPropertyType } from '../listing-input';
import { type ListingFacts, type Phrasebook, isNonResidential, capitalize, joinList } from './phrasebook';

const NOUNS: Record<TPropertyType, { bare: string; a: string; space: string }> = {
  house: { bare: 'house', a: 'a house', space: 'of living space' },
  apartment: { bare: 'apartment', a: 'an apartment', space: 'of living space' },
  condo: { bare: 'condo', a: 'a condo', space: 'of living space' },
  townhouse: { bare: 'townhouse', a: 'a townhouse', space: 'of living space' },
  studio: { bare: 'studio', a: 'a studio', space: 'of living space' },
  villa: { bare: 'villa', a: 'a villa', space: 'of living space' },
  land: { bare: 'plot', a: 'a plot of land', space: 'of land' },
  commercial: { bare: 'commercial property', a: 'a commercial property', space: 'of floor space' },
};

const n = (f: ListingFacts) => NOUNS[f.type];
const plural = (count: number, text: string, one: string, many: string) =>
  `${text} ${count === 1 ? one : many}`;

export const en: Phrasebook = {
  locale: 'en-US',
  sqft: 'sq ft',
  m2: 'm²',
  list: (items) => joinList(items, 'and'),
  rooms(f) {
    const baths = plural(f.bathrooms, f.bathroomsText, 'bathroom', 'bathrooms');
    if (f.bedrooms === 0 && isNonResidential(f)) return f.bathrooms > 0 ? baths : null;
    if (f.bedrooms > 0) {
      const beds = plural(f.bedrooms, String(f.bedrooms), 'bedroom', 'bedrooms');
      return f.bathrooms > 0 ? `${beds} and ${baths}` : `${beds} (no bathroom)`;
    }
    if (f.bathrooms > 0) return `an open-plan layout without a separate bedroom and ${baths}`;
    return null;
  },
  opening: {
    professional: [
      (f) => `Presenting ${n(f).a} in ${f.location}, well planned and ready to view.`,
      (f) => `${capitalize(n(f).a)} in ${f.location} is now on the market.`,
      (f) => `This well-presented ${n(f).bare} in ${f.location} is now available.`,
    ],
    warm: [
      (f) => `Welcome home to this inviting ${n(f).bare} in ${f.location}.`,
      (f) => `Picture yourself settling into this welcoming ${n(f).bare} in ${f.location}.`,
      (f) => `There is a lot to love about this ${n(f).bare} in ${f.location}.`,
    ],
    luxury: [
      (f) => `An elegant ${n(f).bare} in ${f.location}, presented to the highest standard.`,
      (f) => `Discover a refined ${n(f).bare} in ${f.location}, where every detail has been considered.`,
      (f) => `Distinguished living awaits in this remarkable ${n(f).bare} in ${f.location}.`,
    ],
    concise: [
      (f) => `${capitalize(n(f).bare)} in ${f.location}.`,
      (f) => `Available: ${n(f).a} in ${f.location}.`,
    ],
  },
  size: {
    professional: [
      (f) => `It offers ${en.rooms(f)} across ${f.area} ${n(f).space}.`,
      (f) => `The accommodation comprises ${en.rooms(f)}, with ${f.area} ${n(f).space} in total.`,
    ],
    warm: [
      (f) => `Inside, you will find ${en.rooms(f)}, spread over a comfortable ${f.area}.`,
      (f) => `With ${en.rooms(f)}, plus ${f.area} ${n(f).space}, there is space to make it your own.`,
    ],
    luxury: [
      (f) => `Across ${f.area} ${n(f).space}, the residence offers ${en.rooms(f)}.`,
      (f) => `The residence offers ${en.rooms(f)} within a generous ${f.area}.`,
    ],
    concise: [(f) => `${capitalize(en.rooms(f) ?? '')}; ${f.area}.`, (f) => `${f.area}, ${en.rooms(f)}.`],
  },
  sizeAreaOnly: {
    professional: [(f) => `It measures ${f.area} in total.`, (f) => `The ${n(f).bare} extends to ${f.area}.`],
    warm: [(f) => `With ${f.area} to work with, there is plenty of scope for your ideas.`],
    luxury: [(f) => `It extends to a generous ${f.area}.`],
    concise: [(f) => `Size: ${f.area}.`],
  },
  space: [
    (f) =>
      f.type === 'land'
        ? 'The plot is a blank canvas for your plans, subject to the usual permissions.'
        : f.type === 'commercial'
          ? 'The space can be adapted to a range of business uses, subject to zoning.'
          : f.bedrooms >= 3
            ? `With ${f.bedrooms} bedrooms, there is room for guests, a home office or a hobby space.`
            : f.bedrooms >= 1
              ? 'The layout keeps the living and sleeping areas comfortably apart.'
              : 'The open plan keeps the space flexible and easy to furnish.',
    (f) =>
      f.type === 'land'
        ? 'Whether you have a home or an investment in mind, the plot leaves the choice to you.'
        : f.type === 'commercial'
          ? 'Its layout leaves room to shape the premises around the way you work.'
          : f.bedrooms >= 3
            ? `The ${f.bedrooms} bedrooms leave room to set aside space for work, guests or hobbies.`
            : f.bedrooms >= 1
              ? 'The rooms are arranged so that every part of the home has a clear purpose.'
              : 'One open space makes it easy to arrange the home the way you like.',
  ],
  features: {
    professional: [(items) => `Features include ${items}.`, (items) => `Key features: ${items}.`],
    warm: [
      (items) => `You will love the little things here: ${items}.`,
      (items) => `Some of the highlights: ${items}.`,
    ],
    luxury: [
      (items) => `Distinctive details include ${items}.`,
      (items) => `Among its finest qualities: ${items}.`,
    ],
    concise: [(items) => `Features: ${items}.`],
  },
  featuresOutro: [
    'Together, these details shape everyday life here.',
    'Each of them is worth seeing in person.',
  ],
  featureMore: [
    (feature) => `Also worth noting: ${feature}.`,
    (feature) => `Another highlight: ${feature}.`,
    (feature) => `On top of that: ${feature}.`,
  ],
  location: {
    professional: [
      (f) => `The address in ${f.location} puts the area's shops, services and transport links within reach.`,
      (f) => `Its setting in ${f.location} combines everyday convenience with a place to come home to.`,
    ],
    warm: [
      (f) => `Life in ${f.location} is easy to settle into, with the neighbourhood waiting to be explored.`,
      (f) => `Step outside and ${f.location} is yours to discover.`,
    ],
    luxury: [
      (f) => `Set in ${f.location}, it pairs a sought-after address with a refined way of living.`,
      (f) => `Its position in ${f.location} is a rare opportunity.`,
    ],
    concise: [(f) => `Location: ${f.location}.`],
  },
  mood: {
    professional: [
      () => 'The property has been described accurately, and every detail can be confirmed at a viewing.',
      () => 'It is a sound choice in this location.',
    ],
    warm: [
      () => 'It is the kind of place that feels like home from the moment you walk in.',
      () => 'Every corner invites you to slow down and make yourself comfortable.',
    ],
    luxury: [
      () => 'Quality and craftsmanship set the tone throughout.',
      () => 'It is a home for those who appreciate the finer things.',
    ],
    concise: [() => 'Well laid out.'],
  },
  extra: {
    professional: [
      (f) =>
        `The floor area of ${f.area} is stated for guidance, and full measurements are available on request.`,
      () => 'Our team can provide further documents and answer any questions before your visit.',
      () => 'Early viewing is recommended.',
      () => 'A viewing is the best way to appreciate the layout and finish.',
    ],
    warm: [
      () => 'Imagine slow weekend mornings, evenings with friends and plenty of room to unwind.',
      () => 'This is a place to make memories, and to make entirely your own.',
      () => 'You really have to see it to feel it.',
      () => 'It is ready for the next chapter, whatever you have in mind.',
    ],
    luxury: [
      () => 'Each space has been arranged to offer both comfort and a sense of occasion.',
      () => 'From the first impression to the last detail, it reflects an uncompromising standard.',
      () => 'Opportunities of this calibre are seldom offered.',
      () => 'Every element speaks of understated elegance.',
    ],
    concise: [
      (f) => `Area stated: ${f.area}.`,
      () => 'Documents on request.',
      () => 'Questions welcome.',
      () => 'Flexible viewing times.',
    ],
  },
  summary: [
    (f) => {
      const rooms = en.rooms(f);
      return `In short: ${n(f).a} in ${f.location}${rooms ? ` with ${rooms}` : ''}, measuring ${f.area}.`;
    },
  ],
  price: {
    professional: [(price) => `Offered at ${price}.`, (price) => `Asking price: ${price}.`],
    warm: [(price) => `It can be yours for ${price}.`, (price) => `The asking price is ${price}.`],
    luxury: [(price) => `Offered at ${price}.`, (price) => `Guide price: ${price}.`],
    concise: [(price) => `Price: ${price}.`],
  },
  noPrice: ['Price on request.', 'Contact us for the price.'],
  closing: {
    professional: [
      () => 'Contact us to arrange a viewing.',
      () => 'Get in touch for further details or to book a viewing.',
    ],
    warm: [
      () => 'Come and see it for yourself; we would love to show you around.',
      () => 'Book a visit and see how it feels to be at home here.',
    ],
    luxury: [
      () => 'Private viewings are available by appointment.',
      () => 'Arrange a private viewing to experience it in person.',
    ],
    concise: [() => 'Viewings on request.', () => 'Call to view.'],
  },
};
