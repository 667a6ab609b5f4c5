import type { Style } from '../../catalog/styles';
import type { RoomClass } from './classify-room';
import { hexToRgb } from './colour';
import { type Lab, labDistance, rgbToLab } from './lab';

/** The colour each part of a room is taken toward. */
export type RoomScheme = Record<RoomClass, Lab>;

/** Oak, mixed into a floor tone so a grey palette still gives a floor that reads as timber in some variants. */
const OAK = rgbToLab([164, 124, 84]);
const WHITE: Lab = [100, 0, 0];

const chroma = (c: Lab) => Math.hypot(c[1], c[2]);
/** Yellow-red lean: how much a colour reads as warm (wood, terracotta) rather than cool (grey, teal). */
const warmth = (c: Lab) => c[2] + 0.5 * c[1];
const mix = (p: Lab, q: Lab, t: number): Lab => [
  p[0] + (q[0] - p[0]) * t,
  p[1] + (q[1] - p[1]) * t,
  p[2] + (q[2] - p[2]) * t,
];

/** The first option far enough from every colour already used, else the first option. */
function distinct(options: Lab[], used: Lab[], offset: number, minimum = 12): Lab {
  for (let k = 0; k < options.length; k++) {
    const option = options[(offset + k) % options.length]!;
    if (used.every((u) => labDistance(option, u) >= minimum)) return option;
  }
  return options[offset % options.length]!;
}

/**
 * Deals the style's palette (five colours, light to dark) out to the parts of a room as a designer would: walls in
 * its light, quiet colours; the ceiling near white; the floor in its warmest mid tone; fabrics in its most colourful
 * tones and furniture in its darker ones, each kept apart from the others. Variants deal differently, so four
 * variants give four schemes.
 */
export function roomScheme(style: Style, variant: number): RoomScheme {
  const palette = style.palette.map((hex) => rgbToLab(hexToRgb(hex)));
  const [p0, , p2, p3, p4] = palette as [Lab, Lab, Lab, Lab, Lab];
  const byChroma = [...palette].sort((x, y) => chroma(y) - chroma(x));
  const lights = palette.filter((c) => c[0] >= 72 && chroma(c) <= 28).sort((x, y) => y[0] - x[0]);
  const lightest = lights[0] ?? mix(p0, WHITE, 0.3);
  const walls = [lightest, lights[1] ?? mix(lightest, p2, 0.3), mix(lightest, byChroma[0]!, 0.2)];
  const wall = walls[variant % walls.length]!;

  // Floors are warm but muted: a mustard accent is no floor, a walnut is.
  const floorScore = (c: Lab) => warmth(c) - 2 * Math.max(0, chroma(c) - 30);
  const mids = palette
    .filter((c) => c[0] >= 25 && c[0] <= 80 && labDistance(c, wall) >= 15)
    .sort((x, y) => floorScore(y) - floorScore(x));
  const warmest = mids[0] ?? p2;
  const floors = [warmest, mix(warmest, OAK, 0.45), mids[1] ?? mix(p3, OAK, 0.3)];
  const floor = distinct(floors, [wall], (variant + (variant >> 1)) % floors.length, 15);

  const accents = byChroma.filter((c) => labDistance(c, wall) > 15);
  const textile = distinct(accents.length ? accents : [p3], [wall, floor], variant);
  const furniture = distinct([p4, p3, mix(p3, OAK, 0.5)], [floor, textile], variant + 1);
  // Paint never photographs as bright as its swatch: a white wall under room light sits well below paper white,
  // and taken all the way there the photo's highlights would burn out.
  const photographed = (c: Lab, cap: number): Lab => [Math.min(c[0], cap), c[1], c[2]];
  return {
    wall: photographed(wall, 92),
    floor,
    ceiling: photographed(mix(p0, WHITE, 0.5), 94),
    furniture,
    textile,
  };
}
