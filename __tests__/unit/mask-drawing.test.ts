import { describe, expect, it } from '@jest/globals';
import { brushDiameter, toImagePoint } from '@/components/studio/mask-editor/brush';
import { drawStroke } from '@/components/studio/mask-editor/draw-strokes';
import { hasBrushedPixels } from '@/components/studio/mask-editor/export-mask';
import type { MaskStroke } from '@/store/editor-store';

/** A 2D context that records its paths and the state each was painted with (node has no canvas). */
function recordingContext(canvasWidth: number) {
  const painted: {
    op: string;
    blur: number;
    offsetX: number;
    width: number;
    colour: string;
    path: string[];
  }[] = [];
  let path: string[] = [];
  const ctx = {
    canvas: { width: canvasWidth },
    globalCompositeOperation: 'source-over',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowColor: 'transparent',
    lineWidth: 1,
    fillStyle: '#000',
    strokeStyle: '#000',
    lineCap: 'butt',
    lineJoin: 'miter',
    saved: [] as Record<string, unknown>[],
    save() {
      const { saved: _saved, ...state } = this;
      this.saved.push(state);
    },
    restore() {
      Object.assign(this, this.saved.pop());
    },
    beginPath: () => (path = []),
    moveTo: (x: number, y: number) => path.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => path.push(`L${x},${y}`),
    arc: (x: number, y: number, r: number) => path.push(`A${x},${y},${r}`),
    fill() {
      painted.push({ ...this.state(), colour: this.fillStyle, path });
    },
    stroke() {
      painted.push({ ...this.state(), colour: this.strokeStyle, path });
    },
    state() {
      const {
        globalCompositeOperation: op,
        shadowBlur: blur,
        shadowOffsetX: offsetX,
        lineWidth: width,
      } = this;
      return { op, blur, offsetX, width };
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, painted, after: () => ctx.state() };
}

describe('mask drawing', () => {
  it('draws a click as a disc of the brush size with a hard brush', () => {
    const { ctx, painted, after } = recordingContext(1000);
    drawStroke(ctx, { mode: 'paint', size: 40, hardness: 1, points: [{ x: 100, y: 50 }] }, '#fff');
    expect(painted).toEqual([
      { op: 'source-over', blur: 0, offsetX: 0, width: 1, colour: '#fff', path: ['A100,50,20'] },
    ]);
    expect(after()).toEqual({ op: 'source-over', blur: 0, offsetX: 0, width: 1 });
  });

  it('erases with a soft brush by casting a blurred shadow of a path drawn off the canvas', () => {
    const { ctx, painted, after } = recordingContext(1000);
    const stroke: MaskStroke = {
      mode: 'erase',
      size: 40,
      hardness: 0.25,
      points: [
        { x: 990, y: 10 },
        { x: 500, y: 20 },
      ],
    };
    drawStroke(ctx, stroke, '#fff');
    const shift = 1040;
    expect(painted).toEqual([
      {
        op: 'destination-out',
        blur: 15,
        offsetX: shift,
        width: 40,
        colour: '#fff',
        path: ['M-50,10', 'L-540,20'],
      },
    ]);
    // The hard copy itself, brush edge included, lies wholly left of the canvas.
    expect(990 - shift + 20).toBeLessThan(0);
    expect(after()).toEqual({ op: 'source-over', blur: 0, offsetX: 0, width: 1 });
  });

  it('reads a pixel as brushed from half white up, as the engines do', () => {
    const pixel = (level: number) => [level, level, level, 255];
    expect(hasBrushedPixels(new Uint8ClampedArray([...pixel(0), ...pixel(127)]))).toBe(false);
    expect(hasBrushedPixels(new Uint8ClampedArray([...pixel(0), ...pixel(128)]))).toBe(true);
    expect(hasBrushedPixels(new Uint8ClampedArray())).toBe(false);
  });

  it('maps a pointer on the shown photo to natural pixels, kept on the photo', () => {
    const rect = { left: 10, top: 20, width: 400, height: 300 };
    expect(toImagePoint({ clientX: 110, clientY: 95 }, rect, 1600, 1200)).toEqual({ x: 400, y: 300 });
    expect(toImagePoint({ clientX: 0, clientY: 400 }, rect, 1600, 1200)).toEqual({ x: 0, y: 1200 });
    expect(toImagePoint({ clientX: 10.1, clientY: 20 }, rect, 1600, 1200)).toEqual({ x: 0, y: 0 });
  });

  it('sizes the brush on the long edge', () => {
    expect(brushDiameter(4, 1600, 1200)).toBe(64);
    expect(brushDiameter(4, 900, 1600)).toBe(64);
    expect(brushDiameter(1, 20, 10)).toBe(1);
  });
});
