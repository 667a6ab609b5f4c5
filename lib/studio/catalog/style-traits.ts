import type { STYLE_SLUGS } from '@/lib/site/site-links';

export type StyleId = (typeof STYLE_SLUGS)[number];

/**
 * What the browser reads of a style, without its English name and description (styles.ts adds them, for prompts and
 * the API): pages show those from the `catalog` translations, so no bundle carries them.
 */
export type StyleTraits = {
  id: StyleId;
  /** Five colours, light to dark: UI swatches and the local engine's grading target. */
  palette: readonly [string, string, string, string, string];
};

/** The 20 style slugs of the site's routes. */
export const STYLE_TRAITS: readonly StyleTraits[] = [
  {
    id: 'modern',
    palette: ['#f4f4f2', '#d9d8d4', '#8d8f8f', '#3e4447', '#1d1f21'],
  },
  {
    id: 'contemporary',
    palette: ['#f5f1eb', '#dcd3c6', '#a89f91', '#5f5a54', '#2b2a28'],
  },
  {
    id: 'industrial',
    palette: ['#e6e1da', '#a8a29a', '#7a5c45', '#4a4a48', '#232323'],
  },
  {
    id: 'bohemian',
    palette: ['#f3e6d3', '#e0b48a', '#c2693d', '#6d7a4a', '#4b2e2a'],
  },
  {
    id: 'scandinavian',
    palette: ['#fbfaf7', '#ece7df', '#d2c4ae', '#9aa5a0', '#4d5552'],
  },
  {
    id: 'midcentury_modern',
    palette: ['#f2e8d5', '#d9a441', '#2f7a78', '#8a5a3b', '#3a2c24'],
  },
  {
    id: 'minimalist',
    palette: ['#ffffff', '#f1f0ee', '#dcdad6', '#a3a19d', '#5b5a57'],
  },
  {
    id: 'japandi',
    palette: ['#f3efe7', '#d8cbb6', '#a88c6c', '#6b6358', '#2f2c28'],
  },
  {
    id: 'farmhouse',
    palette: ['#faf7f0', '#e7e0d0', '#b8a88a', '#6f7b6b', '#3c3a34'],
  },
  {
    id: 'eclectic',
    palette: ['#f6efe4', '#e3a857', '#3f7f8c', '#b04a3d', '#2d2a33'],
  },
  {
    id: 'vintage',
    palette: ['#f2e7d5', '#d8b99b', '#9c7a5b', '#6e5a4f', '#3d302a'],
  },
  {
    id: 'coastal',
    palette: ['#fbfaf6', '#e7dfcf', '#a9c6cf', '#4f86a0', '#1f4b63'],
  },
  {
    id: 'art_deco',
    palette: ['#f1e6cf', '#c9a45c', '#1f5c4f', '#6b1f3a', '#141414'],
  },
  {
    id: 'italian',
    palette: ['#f6eee3', '#e2c9a6', '#c0714f', '#7b6a55', '#36302a'],
  },
  {
    id: 'french_country',
    palette: ['#f8f4ec', '#e6dcc8', '#b7c4cc', '#8b7d6b', '#4a463f'],
  },
  {
    id: 'rustic',
    palette: ['#efe6d8', '#c9ad88', '#8c6a47', '#5d4a38', '#2e251d'],
  },
  {
    id: 'biophilic',
    palette: ['#f2f4ec', '#cfdcc0', '#88a76f', '#4f6b3f', '#2a3a25'],
  },
  {
    id: 'neoclassic',
    palette: ['#faf8f4', '#e9e2d6', '#c8b99f', '#8d8170', '#403a33'],
  },
  {
    id: 'ski_chalet',
    palette: ['#f1e9df', '#c9a27e', '#8b5e3c', '#5a3d2b', '#2b1e17'],
  },
  {
    id: 'maximalist',
    palette: ['#f7d9c4', '#e85d75', '#2a9d8f', '#264653', '#6a2c70'],
  },
];

export function findStyleTraits(id: string): StyleTraits | undefined {
  return STYLE_TRAITS.find((style) => style.id === id);
}
