import type { STYLE_SLUGS } from '@/lib/site/site-links';

export type StyleId = (typeof STYLE_SLUGS)[number];

export type Style = {
  id: StyleId;
  name: string;
  description: string;
  /** Five colours, light to dark: UI swatches and the local engine's grading target. */
  palette: readonly [string, string, string, string, string];
};

/** The 20 style slugs of SPEC §2. */
export const STYLES: readonly Style[] = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean lines, open space, a few bold accents on neutral ground.',
    palette: ['#f4f4f2', '#d9d8d4', '#8d8f8f', '#3e4447', '#1d1f21'],
  },
  {
    id: 'contemporary',
    name: 'Contemporary',
    description: 'Current, relaxed and curved: soft neutrals, mixed textures, statement lighting.',
    palette: ['#f5f1eb', '#dcd3c6', '#a89f91', '#5f5a54', '#2b2a28'],
  },
  {
    id: 'industrial',
    name: 'Industrial',
    description: 'Exposed brick, steel and concrete with worn leather and Edison bulbs.',
    palette: ['#e6e1da', '#a8a29a', '#7a5c45', '#4a4a48', '#232323'],
  },
  {
    id: 'bohemian',
    name: 'Bohemian',
    description: 'Layered rugs, plants, rattan and warm patterned textiles.',
    palette: ['#f3e6d3', '#e0b48a', '#c2693d', '#6d7a4a', '#4b2e2a'],
  },
  {
    id: 'scandinavian',
    name: 'Scandinavian',
    description: 'Light wood, white walls, soft wool and plenty of daylight.',
    palette: ['#fbfaf7', '#ece7df', '#d2c4ae', '#9aa5a0', '#4d5552'],
  },
  {
    id: 'midcentury_modern',
    name: 'Mid-century modern',
    description: 'Walnut, tapered legs, organic shapes and mustard or teal accents.',
    palette: ['#f2e8d5', '#d9a441', '#2f7a78', '#8a5a3b', '#3a2c24'],
  },
  {
    id: 'minimalist',
    name: 'Minimalist',
    description: 'Only what is needed: calm surfaces, hidden storage, one material palette.',
    palette: ['#ffffff', '#f1f0ee', '#dcdad6', '#a3a19d', '#5b5a57'],
  },
  {
    id: 'japandi',
    name: 'Japandi',
    description: 'Japanese restraint meets Nordic warmth: low furniture, oak, linen, clay.',
    palette: ['#f3efe7', '#d8cbb6', '#a88c6c', '#6b6358', '#2f2c28'],
  },
  {
    id: 'farmhouse',
    name: 'Farmhouse',
    description: 'Shiplap, reclaimed wood, farmhouse sinks and cosy textiles.',
    palette: ['#faf7f0', '#e7e0d0', '#b8a88a', '#6f7b6b', '#3c3a34'],
  },
  {
    id: 'eclectic',
    name: 'Eclectic',
    description: 'Eras and colours mixed with intent, held together by a common thread.',
    palette: ['#f6efe4', '#e3a857', '#3f7f8c', '#b04a3d', '#2d2a33'],
  },
  {
    id: 'vintage',
    name: 'Vintage',
    description: 'Pieces with history: patina, floral prints and antique finds.',
    palette: ['#f2e7d5', '#d8b99b', '#9c7a5b', '#6e5a4f', '#3d302a'],
  },
  {
    id: 'coastal',
    name: 'Coastal',
    description: 'Sand, sea blue and white, with driftwood and breezy linen.',
    palette: ['#fbfaf6', '#e7dfcf', '#a9c6cf', '#4f86a0', '#1f4b63'],
  },
  {
    id: 'art_deco',
    name: 'Art deco',
    description: 'Geometry, brass, velvet and rich jewel tones.',
    palette: ['#f1e6cf', '#c9a45c', '#1f5c4f', '#6b1f3a', '#141414'],
  },
  {
    id: 'italian',
    name: 'Italian',
    description: 'Marble, terracotta, sculptural lighting and warm Mediterranean colour.',
    palette: ['#f6eee3', '#e2c9a6', '#c0714f', '#7b6a55', '#36302a'],
  },
  {
    id: 'french_country',
    name: 'French country',
    description: 'Soft blues and creams, painted wood, toile and rustic elegance.',
    palette: ['#f8f4ec', '#e6dcc8', '#b7c4cc', '#8b7d6b', '#4a463f'],
  },
  {
    id: 'rustic',
    name: 'Rustic',
    description: 'Rough-hewn timber, stone and natural, unfinished materials.',
    palette: ['#efe6d8', '#c9ad88', '#8c6a47', '#5d4a38', '#2e251d'],
  },
  {
    id: 'biophilic',
    name: 'Biophilic',
    description: 'Plants everywhere, natural light, wood and living green walls.',
    palette: ['#f2f4ec', '#cfdcc0', '#88a76f', '#4f6b3f', '#2a3a25'],
  },
  {
    id: 'neoclassic',
    name: 'Neoclassic',
    description: 'Symmetry, columns, mouldings and refined classical furniture.',
    palette: ['#faf8f4', '#e9e2d6', '#c8b99f', '#8d8170', '#403a33'],
  },
  {
    id: 'ski_chalet',
    name: 'Ski chalet',
    description: 'Timber beams, stone fireplace, wool throws and alpine warmth.',
    palette: ['#f1e9df', '#c9a27e', '#8b5e3c', '#5a3d2b', '#2b1e17'],
  },
  {
    id: 'maximalist',
    name: 'Maximalist',
    description: 'More is more: saturated colour, pattern on pattern, full walls.',
    palette: ['#f7d9c4', '#e85d75', '#2a9d8f', '#264653', '#6a2c70'],
  },
];

export function findStyle(id: string): Style | undefined {
  return STYLES.find((style) => style.id === id);
}
