import type { MaskStroke } from '@/store/editor-store';

/** One stroke's outline: a dot for a click, else the brushed path with round ends and joins. */
function traceStroke(ctx: CanvasRenderingContext2D, stroke: MaskStroke, shiftX: number) {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  ctx.beginPath();
  if (rest.length === 0) {
    // Browsers disagree on capping a zero-length line, so a click is drawn as a filled disc.
    ctx.arc(first.x + shiftX, first.y, stroke.size / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.lineWidth = stroke.size;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.moveTo(first.x + shiftX, first.y);
  for (const point of rest) ctx.lineTo(point.x + shiftX, point.y);
  ctx.stroke();
}

/**
 * Draws a stroke in `colour`, or cuts it out of what is drawn when it erases. The context is in the photo's natural
 * pixels. A soft brush is a blurred copy of the hard one: a blur keeps the edge's half-way level on the brush's
 * outline, so the area the engines read as brushed (at least half white) is the same at any hardness.
 */
export function drawStroke(ctx: CanvasRenderingContext2D, stroke: MaskStroke, colour: string) {
  const hardness = Math.min(1, Math.max(0, stroke.hardness));
  const blur = (1 - hardness) * (stroke.size / 2);
  ctx.save();
  ctx.globalCompositeOperation = stroke.mode === 'erase' ? 'destination-out' : 'source-over';
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  if (blur > 0) {
    // Canvas blurs only shadows (ctx.filter is missing in Safari): the shape goes off the canvas to the left and
    // its blurred shadow is cast back onto the right place, so only the soft copy shows.
    const shift = ctx.canvas.width + stroke.size;
    ctx.shadowColor = colour;
    ctx.shadowBlur = blur;
    ctx.shadowOffsetX = shift;
    traceStroke(ctx, stroke, -shift);
  } else {
    traceStroke(ctx, stroke, 0);
  }
  ctx.restore();
}

export function drawStrokes(ctx: CanvasRenderingContext2D, strokes: MaskStroke[], colour: string) {
  for (const stroke of strokes) drawStroke(ctx, stroke, colour);
}
