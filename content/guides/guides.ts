import type { GUIDE_SLUGS } from '@/lib/site/site-links';
import type { ToolId } from '@/lib/studio/catalog/tools';

export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** SPEC §3 guide article: title, lead (teaser), slug, md (markdown file in this folder), image (cover). */
export type TGuideMeta = {
  title: string;
  lead: string;
  slug: GuideSlug;
  md: string;
  /** A local WebP under public/ (the generated covers of scripts/generate-illustrations.ts) or a remote URL. */
  image: string;
  imageAlt: string;
  /** Topics for ranking related guides: guides sharing more of them are listed first. */
  keywords: readonly string[];
  /** The studio tool the article's call to action opens. */
  tool: ToolId;
};

/** The learning center in the order `/learn` lists it (SPEC §2 slugs). */
export const GUIDES: readonly TGuideMeta[] = [
  {
    title: 'Virtual staging using AI: a practical guide',
    lead: 'How AI virtual staging works, which photos give the best results, and a step-by-step workflow from empty room to listing-ready image.',
    slug: 'virtual-staging-using-ai',
    md: 'virtual-staging-using-ai.md',
    tool: 'virtual-staging',
    image: '/illustrations/guides/virtual-staging-using-ai.webp',
    imageAlt:
      'A virtually staged contemporary living room: a cream sofa, round coffee table, armchair and floor lamp.',
    keywords: [
      'virtual-staging',
      'empty-rooms',
      'real-estate',
      'listing',
      'photos',
      'disclosure',
      'styles',
      'home-owners',
    ],
  },
  {
    title: 'Colour palettes guide 2024: choosing colours that work',
    lead: 'Build a room palette with the 60-30-10 rule, undertones and light in mind, and test it on your own photos before you buy a single can of paint.',
    slug: 'color-palettes-guide-2024',
    md: 'color-palettes-guide-2024.md',
    tool: 'redesign',
    image: '/illustrations/guides/color-palettes-guide-2024.webp',
    imageAlt: 'An eclectic dining room with a deep teal accent wall, red chairs and a patterned red rug.',
    keywords: ['colour', 'styles', 'redesign', 'home-owners', 'designers', 'paint'],
  },
  {
    title: 'Interior design styles guide 2024: twenty styles explained',
    lead: 'From Scandinavian to art deco: what defines each popular interior style, who it suits, and how to try it on your own room in minutes.',
    slug: 'interior-design-styles-guide-2024',
    md: 'interior-design-styles-guide-2024.md',
    tool: 'redesign',
    image: '/illustrations/guides/interior-design-styles-guide-2024.webp',
    imageAlt:
      'A mid-century modern living room: slatted walnut wall, teal sofa, mustard armchair and a geometric rug.',
    keywords: ['styles', 'redesign', 'colour', 'home-owners', 'designers', 'virtual-staging'],
  },
  {
    title: 'Room cleanup: removing clutter from photos the right way',
    lead: 'When to tidy for real and when to clean up a photo with AI, how to brush a precise mask, and what you must never remove from a listing photo.',
    slug: 'room-cleanup',
    md: 'room-cleanup.md',
    tool: 'cleanup',
    image: '/illustrations/guides/room-cleanup.webp',
    imageAlt: 'A clean, minimalist bedroom with a made bed, two bedside lamps and nothing on the floor.',
    keywords: ['cleanup', 'declutter', 'photos', 'listing', 'real-estate', 'disclosure', 'home-owners'],
  },
  {
    title: 'Virtual staging for real estate photographers',
    lead: 'Shoot empty rooms so they stage well, offer staging as a paid add-on, and deliver staged and original images that respect listing rules.',
    slug: 'virtual-staging-for-real-estate-photographers',
    md: 'virtual-staging-for-real-estate-photographers.md',
    tool: 'virtual-staging',
    image: '/illustrations/guides/virtual-staging-for-real-estate-photographers.webp',
    imageAlt: 'A bright modern dining room staged with a wooden table, black chairs and a large window.',
    keywords: [
      'virtual-staging',
      'empty-rooms',
      'real-estate',
      'photos',
      'listing',
      'disclosure',
      'photographers',
      'lighting',
    ],
  },
];
