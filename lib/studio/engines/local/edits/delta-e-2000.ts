import type { Lab } from '../lab';

// Read once, not per pixel: see ../box-blur.ts.
const { PI, abs, atan2, cos, exp, hypot, sin, sqrt } = Math;

const degrees = (radians: number) => (radians * 180) / PI;
const radians = (degrees: number) => (degrees * PI) / 180;

/**
 * The CIEDE2000 colour difference (kL = kC = kH = 1), as in Sharma, Wu and Dalal, "The CIEDE2000 colour-difference
 * formula: implementation notes, supplementary test data, and mathematical observations" (2005).
 */
export function deltaE2000(p: Lab, q: Lab): number {
  const [L1, a1, b1] = p;
  const [L2, a2, b2] = q;
  const meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const C1 = hypot(a1p, b1);
  const C2 = hypot(a2p, b2);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (degrees(atan2(b, a)) + 360) % 360);
  const h1 = hue(b1, a1p);
  const h2 = hue(b2, a2p);

  const dL = L2 - L1;
  const dC = C2 - C1;
  let dh = 0;
  if (C1 * C2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * sqrt(C1 * C2) * sin(radians(dh / 2));

  const meanL = (L1 + L2) / 2;
  const meanCp = (C1 + C2) / 2;
  let meanH = h1 + h2;
  if (C1 * C2 !== 0) {
    if (abs(h1 - h2) <= 180) meanH = (h1 + h2) / 2;
    else meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * cos(radians(meanH - 30)) +
    0.24 * cos(radians(2 * meanH)) +
    0.32 * cos(radians(3 * meanH + 6)) -
    0.2 * cos(radians(4 * meanH - 63));
  const dTheta = 30 * exp(-(((meanH - 275) / 25) ** 2));
  const rC = 2 * sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  const sL = 1 + (0.015 * (meanL - 50) ** 2) / sqrt(20 + (meanL - 50) ** 2);
  const sC = 1 + 0.045 * meanCp;
  const sH = 1 + 0.015 * meanCp * t;
  const rT = -sin(radians(2 * dTheta)) * rC;
  return sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}
