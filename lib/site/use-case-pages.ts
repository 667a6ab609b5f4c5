import type { ToolId } from '@/lib/studio/catalog/tools';
import {
  type Illustration,
  roomIllustration as room,
  sampleIllustration as sample,
  styleIllustration as style,
} from './illustration';

/** The slugs of SPEC §2's use case pages (`/use-cases/<slug>`); their copy is `site:useCases.<slug>.*`. */
export const USE_CASE_SLUGS = [
  'real-estate',
  'home-makeover',
  'interior-designers',
  'furniture-staging',
] as const;
export type UseCaseSlug = (typeof USE_CASE_SLUGS)[number];

export type UseCasePage = {
  hero: Illustration;
  /** The tools that fit the audience, first the one the page's main call to action opens. */
  tools: readonly ToolId[];
  /** A plain room and the same kind of room in a style: drawn illustrations, captioned as such. */
  examples: readonly { before: Illustration; after: Illustration }[];
};

/** Counts of the numbered copy blocks every use case page has. */
export const USE_CASE_COPY = { problems: 3, steps: 3, examples: 2, faq: 4 } as const;

export const USE_CASE_PAGES: Record<UseCaseSlug, UseCasePage> = {
  'real-estate': {
    hero: room('living_room-scandinavian'),
    tools: ['virtual-staging', 'declutter', 'curb-appeal', 'lighting'],
    examples: [
      { before: sample('empty-living-room'), after: room('living_room-scandinavian') },
      { before: sample('plain-bedroom'), after: room('bedroom-modern') },
    ],
  },
  'home-makeover': {
    hero: room('living_room-bohemian'),
    tools: ['redesign', 'kitchen-cabinets', 'floor-swap', 'furniture-restyle'],
    examples: [
      { before: sample('dated-kitchen'), after: room('kitchen-scandinavian') },
      { before: sample('plain-bedroom'), after: room('bedroom-bohemian') },
    ],
  },
  'interior-designers': {
    hero: style('japandi'),
    tools: ['redesign', 'furniture-restyle', 'room-converter', 'cleanup'],
    examples: [
      { before: sample('empty-living-room'), after: room('living_room-italian') },
      { before: sample('dated-kitchen'), after: room('kitchen-industrial') },
    ],
  },
  'furniture-staging': {
    hero: style('midcentury_modern'),
    tools: ['virtual-staging', 'furniture-restyle', 'declutter', 'room-converter'],
    examples: [
      { before: sample('empty-living-room'), after: room('living_room-eclectic') },
      { before: sample('plain-bedroom'), after: room('bedroom-scandinavian') },
    ],
  },
};

export function isUseCaseSlug(value: string): value is UseCaseSlug {
  return (USE_CASE_SLUGS as readonly string[]).includes(value);
}
