import type { Style } from '../../catalog/styles';
import { hexToRgb } from './colour';
import { type Lab, labDistance, rgbToLab } from './lab';

/** The colours a house front is repainted in. */
export type ExteriorScheme = { facade: Lab; trim: Lab; door: Lab };

const WHITE: Lab = [100, 0, 0];
const chroma = (c: Lab) => Math.hypot(c[1], c[2]);
const mix = (p: Lab, q: Lab, t: number): Lab => [
  p[0] + (q[0] - p[0]) * t,
  p[1] + (q[1] - p[1]) * t,
  p[2] + (q[2] - p[2]) * t,
];

/** The first option at least `minimum` from `from`, starting at `offset`; else the one farthest from it. */
function apart(options: Lab[], from: Lab, offset: number, minimum: number): Lab {
  for (let k = 0; k < options.length; k++) {
    const option = options[(offset + k) % options.length]!;
    if (labDistance(option, from) >= minimum) return option;
  }
  return options.reduce((best, o) => (labDistance(o, from) > labDistance(best, from) ? o : best));
}

/**
 * Deals the style's palette to a house front: the walls in one of its light tones, trim crisp white or (some
 * variants) its darkest tone, and the door in its boldest colour, each kept clear of the walls so trim and door read.
 */
export function exteriorScheme(style: Style, variant: number): ExteriorScheme {
  const palette = style.palette.map((hex) => rgbToLab(hexToRgb(hex)));
  const [p0, p1, p2, , p4] = palette as [Lab, Lab, Lab, Lab, Lab];
  const facade = [p1, mix(p1, p2, 0.5), p0][variant % 3]!;
  const trim = apart(
    variant % 2 === 0 ? [mix(p0, WHITE, 0.6), p4] : [p4, mix(p0, WHITE, 0.6)],
    facade,
    0,
    25,
  );
  const bold = [...palette].sort((x, y) => chroma(y) - chroma(x));
  const door = apart([bold[0]!, p4, bold[1]!], facade, variant, 25);
  return { facade, trim, door };
}
