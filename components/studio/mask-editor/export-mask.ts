import type { MaskStroke } from '@/store/editor-store';
import { drawStrokes } from './draw-strokes';

/** The engines read a mask pixel as brushed when it is at least half white (lib/studio/engines/local/read-mask). */
const BRUSHED_LEVEL = 128;

/** Whether an opaque RGBA mask has any pixel the engines would read as brushed. */
export function hasBrushedPixels(rgba: Uint8ClampedArray): boolean {
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! >= BRUSHED_LEVEL) return true;
  return false;
}

/**
 * The mask the render API takes: a PNG at the photo's natural size, white where brushed and black elsewhere, with
 * no transparency. Null when nothing is left brushed (strokes all erased) or the browser has no 2D canvas.
 */
export async function exportMask(strokes: MaskStroke[], width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  drawStrokes(ctx, strokes, '#ffffff');
  // Black goes behind the strokes, so erased pixels and untouched ones both read as "keep".
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, width, height);
  if (!hasBrushedPixels(ctx.getImageData(0, 0, width, height).data)) return null;
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
