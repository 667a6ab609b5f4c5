import { boxBlur } from './box-blur';
import { type Lab, type LabImage, writeLab } from './lab';
import type { RawImage } from './raw-image';
import type { ClassWeights } from './upsample-classes';

/** How one class of pixels is recoloured. */
export type Recolour = {
  target: Lab;
  /** 0–1: how far the class's colour goes toward the target. */
  strength: number;
  /** Share of the original chroma variation kept: a wood floor's grain, a rug's pattern. */
  keepChroma: number;
  /** Share of the class's own mean lightness kept (0, the default: the target's lightness is taken). */
  keepLightness?: number;
  /** Share of the large-scale light and shade kept (below 1, a patchy surface evens out). */
  keepShading?: number;
  /** Share of the original fine luminance detail kept (below 1, an old surface's pattern fades). */
  keepDetail?: number;
  /** Luminance (L units) added at a pixel: a new surface's texture. */
  texture?: (x: number, y: number) => number;
};

const smoothstep = (from: number, to: number, v: number) => {
  const t = Math.min(1, Math.max(0, (v - from) / (to - from)));
  return t * t * (3 - 2 * t);
};

/** Weighted mean colour of a class, counting only pixels mostly in it. */
function classMean(lab: LabImage, weight: Float32Array): Lab | null {
  let total = 0;
  let L = 0;
  let a = 0;
  let b = 0;
  for (let i = 0; i < weight.length; i++) {
    const w = weight[i]!;
    if (w < 0.5) continue;
    total += w;
    L += w * lab.L[i]!;
    a += w * lab.a[i]!;
    b += w * lab.b[i]!;
  }
  return total > 0 ? [L / total, a / total, b / total] : null;
}

/**
 * Recolours each class toward its target in Lab while keeping the photo's light: the class's mean lightness and
 * chroma move to the target's, and every pixel keeps its own offset from the class mean (shading, shadows, grain),
 * so a wall keeps the falloff from its window and a floor its sun patch. Pixels far brighter than their class
 * (a lamp's glow, a window within a wall) are left alone. Pixels outside every class are copied as they were.
 */
export function recolourClasses(
  image: RawImage,
  lab: LabImage,
  weights: ClassWeights,
  recolours: readonly (Recolour | null)[],
): RawImage {
  const { width, height } = image;
  const classes = recolours.flatMap((recolour, c) => {
    const mean = recolour ? classMean(lab, weights[c]!) : null;
    if (!recolour || !mean) return [];
    const lightness = recolour.keepLightness ?? 0;
    return [
      {
        weight: weights[c]!,
        recolour,
        mean,
        // The class's new mean lightness: the target's, or part way there.
        lightness: recolour.target[0] + (mean[0] - recolour.target[0]) * lightness,
        keep: recolour.keepDetail ?? 1,
        shading: recolour.keepShading ?? 1,
        // Glow protection starts this far above the class's own mean.
        glowFrom: Math.max(mean[0] + 10, 90),
        glowTo: Math.max(mean[0] + 18, 97),
      },
    ];
  });
  const needsLocal = classes.some((c) => c.keep < 1 || c.shading < 1);
  const local = needsLocal ? boxBlur(lab.L, width, height, Math.max(2, Math.round(width * 0.01))) : null;
  const out = new Uint8Array(image.data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let used = 0;
      let L = 0;
      let a = 0;
      let b = 0;
      const l0 = lab.L[i]!;
      for (const c of classes) {
        let w = c.weight[i]!;
        if (w <= 0.002) continue;
        const { recolour, mean } = c;
        w *= recolour.strength * (1 - smoothstep(c.glowFrom, c.glowTo, l0));
        const base = local && (c.keep < 1 || c.shading < 1) ? local[i]! : l0;
        const texture = recolour.texture ? recolour.texture(x, y) : 0;
        L += w * (c.lightness + c.shading * (base - mean[0]) + c.keep * (l0 - base) + texture);
        a += w * (recolour.target[1] + (lab.a[i]! - mean[1]) * recolour.keepChroma);
        b += w * (recolour.target[2] + (lab.b[i]! - mean[2]) * recolour.keepChroma);
        used += w;
      }
      if (used <= 0.002) continue;
      const rest = Math.max(0, 1 - used);
      writeLab(out, i, Math.min(100, Math.max(0, L + rest * l0)), a + rest * lab.a[i]!, b + rest * lab.b[i]!);
    }
  }
  return { data: out, width, height };
}
