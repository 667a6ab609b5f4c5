import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import type { WindowBox } from './find-windows';

// Read once, not per pixel: see ../box-blur.ts.
const { ceil, floor, max, min } = Math;

/** The glow spilling from a lit window onto the wall around it, as a share of the window's own light. */
const SPILL = 0.35;
/** What a glazing bar or the frame gets of the glow: they are opaque, lit only by the room's light on them. */
const BAR = 0.08;

/**
 * How much light each pixel gets from windows lit from inside (0 up to about 1.5): the glass — the dark of the pane, not its bars
 * and frame, measured on each pixel against the pane's wall and its darkest glass — glows, a little more at the top
 * where a room's lamps hang, and a soft spill of it falls on the wall around.
 */
export function lightWindows(image: RawImage, windows: WindowBox[]): Float32Array {
  const { data, width, height } = image;
  const weight = new Float32Array(width * height);
  const luma = (i: number) => 0.2126 * data[3 * i]! + 0.7152 * data[3 * i + 1]! + 0.0722 * data[3 * i + 2]!;
  for (const box of windows) {
    const x0 = max(0, floor(box.left * width));
    const x1 = min(width, ceil(box.right * width));
    const y0 = max(0, floor(box.top * height));
    const y1 = min(height, ceil(box.bottom * height));
    if (x1 - x0 < 2 || y1 - y0 < 2) continue;
    // The wall: the pixels just outside the box, on its left and right.
    let wall = 0;
    let wallCount = 0;
    for (let y = y0; y < y1; y++) {
      for (const x of [x0 - 2, x1 + 1]) {
        if (x < 0 || x >= width) continue;
        wall += luma(y * width + x);
        wallCount++;
      }
    }
    let darkest = 255;
    let sum = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        darkest = min(darkest, luma(y * width + x));
        sum += luma(y * width + x);
      }
    }
    const mean = max(1, sum / ((x1 - x0) * (y1 - y0)));
    const wallLevel = wallCount ? wall / wallCount : 255;
    const range = max(10, wallLevel - darkest);
    for (let y = y0; y < y1; y++) {
      // The room's lamps and lit ceiling are high: the glass glows more near the top.
      const lamp = 1.3 - 0.5 * ((y - y0) / (y1 - y0));
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        const glass = min(1, max(0, (wallLevel - luma(i)) / range));
        // The pane's own detail — a curtain, a reflection — stays in the light: lighter there, darker not.
        const detail = min(1.3, max(0.7, 1 + 0.5 * (luma(i) / mean - 1)));
        // Soft by a pixel or two at the box's edge, so no hard rectangle shows.
        const edge = min(1, (min(x - x0, x1 - 1 - x, y - y0, y1 - 1 - y) + 1) / 2);
        // Squared: the glazing bars and the frame, lighter than the glass by day, stay dark against the glow.
        weight[i] = max(weight[i]!, (BAR + (1 - BAR) * glass * glass) * detail * lamp * edge);
      }
    }
  }
  const radius = max(2, floor(0.006 * max(width, height)));
  const spill = boxBlur(boxBlur(weight, width, height, radius), width, height, radius);
  for (let i = 0; i < weight.length; i++) weight[i] = max(weight[i]!, SPILL * spill[i]!);
  return weight;
}
