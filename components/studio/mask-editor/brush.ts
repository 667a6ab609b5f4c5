import type { ClickPoint, MaskStroke } from '@/store/editor-store';

/** Brush sizes are a share of the photo's long edge, so a brush covers the same part of any photo. */
export const SIMPLE_BRUSH_PERCENT = 4;
export const BRUSH_PERCENT_RANGE = { min: 1, max: 15, step: 0.5 } as const;

export function brushDiameter(percent: number, width: number, height: number): number {
  return Math.max(1, Math.round((Math.max(width, height) * percent) / 100));
}

export type BrushSettings = Omit<MaskStroke, 'points'>;

/** A pointer position in the photo's natural pixels, kept on the photo. */
export function toImagePoint(
  client: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): ClickPoint {
  const along = (offset: number, shown: number, natural: number) =>
    Math.round(Math.min(natural, Math.max(0, shown > 0 ? (offset / shown) * natural : 0)));
  return {
    x: along(client.clientX - rect.left, rect.width, width),
    y: along(client.clientY - rect.top, rect.height, height),
  };
}
