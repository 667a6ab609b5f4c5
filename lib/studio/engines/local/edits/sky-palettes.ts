/** The skies the sky tools draw. */
export type SkyKind = 'blue' | 'golden-hour' | 'dusk';

type Rgb = readonly [number, number, number];

export type SkyPalette = {
  /** sRGB colours from the top of the sky (0) to its horizon (1). */
  stops: readonly (readonly [number, Rgb])[];
  /** The sun's afterglow low on the horizon, added in linear light, and how strong at its heart. */
  glow: Rgb;
  glowStrength: number;
  /**
   * The matching tint of everything that is not sky: gains on linear red, green and blue, each within 4 % of 1 so
   * the photo itself is left as it was but for the light of the new sky.
   */
  tint: Rgb;
};

export const SKY_PALETTES: Record<SkyKind, SkyPalette> = {
  blue: {
    stops: [
      [0, [52, 110, 196]],
      [0.55, [104, 158, 222]],
      [1, [186, 214, 240]],
    ],
    glow: [255, 255, 250],
    glowStrength: 0.08,
    tint: [0.99, 1, 1.03],
  },
  'golden-hour': {
    stops: [
      [0, [116, 146, 196]],
      [0.4, [214, 178, 150]],
      [0.75, [246, 190, 118]],
      [1, [255, 208, 138]],
    ],
    glow: [255, 196, 110],
    glowStrength: 0.35,
    tint: [1.04, 1, 0.94],
  },
  dusk: {
    stops: [
      [0, [22, 34, 84]],
      [0.45, [58, 66, 132]],
      [0.78, [150, 96, 140]],
      [1, [242, 142, 92]],
    ],
    glow: [255, 150, 80],
    glowStrength: 0.3,
    tint: [0.98, 0.97, 1.03],
  },
};
