import { boxBlur } from '../box-blur';
import type { LabImage } from '../lab';
import { localMean } from './local-mean';

// Read once, not per pixel: see ../box-blur.ts.
const { max, round, sqrt } = Math;

/** A pixel is sky when its colour is this close (ΔE) to the sky's colour around it. */
const CLOSE = 5;
/** Inside the coarse sky, a pixel this much darker than the sky around it (L units) is something in front of it. */
const DARKER = 10;
/** The window (pixels) whose sky and non-sky colours an edge pixel is compared with. */
const EDGE_WINDOW = 3;

/**
 * The coarse sky made exact by colour: every pixel near it (within `reach` pixels) is sky when its colour matches the
 * sky's beside it, whatever its texture — the sky between branches, along a roof's railing, in the haze at the
 * horizon comes in; a bird or a wire inside the coarse sky goes out, a cloud stays.
 * Twice, so the haze joins from the sky it joined; the colour it is compared with is always the coarse (open) sky's,
 * so the sky does not drift, pass by pass, into distant trees as pale as the haze.
 */
export function skyByColour(lab: LabImage, coarse: Float32Array, reach: number): Float32Array {
  const { width, height } = lab;
  const n = width * height;
  let sky = coarse;
  for (let pass = 0; pass < 2; pass++) {
    const near = boxBlur(sky, width, height, reach);
    const [sL, sa, sb] = localMean(
      [lab.L, lab.a, lab.b],
      coarse,
      width,
      height,
      max(4, round(reach / 2)),
      near,
    );
    const next = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      if (near[i]! <= 0.001) continue;
      const dL = lab.L[i]! - sL[i]!;
      const da = lab.a[i]! - sa[i]!;
      const db = lab.b[i]! - sb[i]!;
      // Inside the coarse sky only what is darker than the sky leaves (a bird, a wire, a twig): a cloud is paler.
      next[i] = sqrt(dL * dL + da * da + db * db) < CLOSE || (coarse[i]! && dL > -DARKER) ? 1 : 0;
    }
    sky = next;
  }
  // The edge itself: a pixel beside it that is partly sky and partly roof belongs to whichever side's colour it is
  // nearer (the colour test above drops it once the roof's share tints it beyond CLOSE).
  for (let pass = 0; pass < 2; pass++) {
    const beside = boxBlur(sky, width, height, 1);
    const band = beside.map((v) => (v > 0.001 && v < 0.999 ? 1 : 0));
    const ground = sky.map((v) => 1 - v);
    const [sL, sa, sb] = localMean([lab.L, lab.a, lab.b], sky, width, height, EDGE_WINDOW, band);
    const [gL, ga, gb] = localMean([lab.L, lab.a, lab.b], ground, width, height, EDGE_WINDOW, band);
    const next = sky.slice();
    for (let i = 0; i < n; i++) {
      if (!band[i]) continue;
      const L = lab.L[i]!;
      const a = lab.a[i]!;
      const b = lab.b[i]!;
      const toSky = (L - sL[i]!) ** 2 + (a - sa[i]!) ** 2 + (b - sb[i]!) ** 2;
      const toGround = (L - gL[i]!) ** 2 + (a - ga[i]!) ** 2 + (b - gb[i]!) ** 2;
      next[i] = toSky < toGround ? 1 : 0;
    }
    sky = next;
  }
  return sky;
}
