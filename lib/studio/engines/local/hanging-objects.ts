import type { Segmentation } from './segment-regions';

/**
 * Which object regions hang on the wall (windows, pictures, mirrors, wall lamps, wall cupboards) rather than stand:
 * a thing stands when floor lies just below it, or a standing thing takes up a good part of what lies below it (a
 * cushion on a sofa, a lamp on a table). Whatever does not stand hangs, whatever happens to be in front of it.
 * `label` holds each pixel's surface label, `floor` the floor's.
 */
export function hangingObjects(
  seg: Segmentation,
  isObject: boolean[],
  label: Int8Array,
  floor: number,
): boolean[] {
  const { cells, labels, regions, width, height } = seg;
  // For each object region, what is just below it, column by column: a floor pixel, or another object region.
  const below = regions.map(() => ({ floor: 0, total: 0, under: new Map<number, number>() }));
  for (let y = 0; y + 1 < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = cells[labels[i]!]!.region;
      const r2 = cells[labels[i + width]!]!.region;
      if (!isObject[r] || r2 === r) continue;
      const b = below[r]!;
      b.total++;
      if (isObject[r2]) b.under.set(r2, (b.under.get(r2) ?? 0) + 1);
      else if (label[i + width] === floor) b.floor++;
    }
  }
  // Cut off by the photo's bottom edge: standing on a floor out of view.
  regions.forEach((r, k) => {
    if (r.border.bottom > 0) below[k]!.floor += below[k]!.total + 1;
  });
  let standing = regions.map((_, r) => below[r]!.floor >= below[r]!.total * 0.1);
  for (let pass = 0; pass < 6; pass++) {
    standing = regions.map((_, r) => {
      const b = below[r]!;
      if (b.floor >= b.total * 0.1) return true;
      let held = 0;
      for (const [other, count] of b.under) if (standing[other]) held += count;
      return held >= b.total * 0.25;
    });
  }
  return regions.map((_, r) => isObject[r]! && !standing[r]);
}
