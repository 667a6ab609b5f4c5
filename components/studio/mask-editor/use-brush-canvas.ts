import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ClickPoint, MaskStroke } from '@/store/editor-store';
import { type BrushSettings, brushDiameter, toImagePoint } from './brush';
import { drawStroke, drawStrokes } from './draw-strokes';

/** Shown at half opacity over the photo: a pink that stands out on wood, walls and plants alike. */
const HIGHLIGHT = '#ec4899';
/** How far (CSS px) a press may wander and still be a click rather than a stroke. */
const CLICK_SLOP = 4;
/** How far one arrow key moves the keyboard brush, as a share of the photo's long edge in percent. */
const KEY_STEP_PERCENT = 2.5;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type LiveStroke = {
  pointerId: number;
  start: { x: number; y: number };
  rect: DOMRect;
  moved: boolean;
  stroke: MaskStroke;
};

type Options = {
  /** The photo's natural size: strokes are in these pixels. */
  width: number;
  height: number;
  disabled: boolean;
  /** The committed strokes (the editor store's). */
  strokes: MaskStroke[];
  /** The brush a new stroke is drawn with. */
  brush(): BrushSettings;
  addStroke(stroke: MaskStroke, clickPoint?: ClickPoint): void;
};

/**
 * The brush area's canvas: the strokes drawn on it, and a new stroke from a mouse, pen, finger or the keyboard
 * (arrows move the keyboard brush, Shift brushes along, Enter or Space dabs), handed to `addStroke` when done.
 */
export function useBrushCanvas({ width, height, disabled, strokes, brush, addStroke }: Options) {
  // Where the keyboard brush is, in photo pixels: brushing must not need a pointer.
  const [cursor, setCursor] = useState<ClickPoint>(() => ({
    x: Math.round(width / 2),
    y: Math.round(height / 2),
  }));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The committed strokes, drawn once per change, so a stroke in progress only redraws itself on top. */
  const committedRef = useRef<HTMLCanvasElement | null>(null);
  const liveRef = useRef<LiveStroke | null>(null);
  const frameRef = useRef(0);

  const present = useCallback(() => {
    const canvas = canvasRef.current;
    // jsdom (and a browser out of canvas memory) gives no context: the strokes are still kept, just not shown.
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    if (committedRef.current) ctx.drawImage(committedRef.current, 0, 0);
    if (liveRef.current) drawStroke(ctx, liveRef.current.stroke, HIGHLIGHT);
  }, []);

  const schedulePresent = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      present();
    });
  }, [present]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  useEffect(() => {
    const committed = document.createElement('canvas');
    committed.width = width;
    committed.height = height;
    const ctx = committed.getContext('2d');
    if (!ctx) return;
    drawStrokes(ctx, strokes, HIGHLIGHT);
    committedRef.current = committed;
    present();
  }, [strokes, width, height, present]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || liveRef.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    // Moves outside the photo still belong to this stroke (they are kept on its edge).
    canvas.setPointerCapture(event.pointerId);
    const rect = canvas.getBoundingClientRect();
    liveRef.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      rect,
      moved: false,
      stroke: { ...brush(), points: [toImagePoint(event, rect, width, height)] },
    };
    schedulePresent();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const live = liveRef.current;
    if (!live || live.pointerId !== event.pointerId) return;
    if (!live.moved && Math.hypot(event.clientX - live.start.x, event.clientY - live.start.y) < CLICK_SLOP)
      return;
    live.moved = true;
    // A fast hand moves further between frames than one event says; the coalesced events keep the curve.
    const native = event.nativeEvent;
    const coalesced = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const e of coalesced.length > 0 ? coalesced : [native]) {
      live.stroke.points.push(toImagePoint(e, live.rect, width, height));
    }
    schedulePresent();
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const live = liveRef.current;
    if (!live || live.pointerId !== event.pointerId) return;
    liveRef.current = null;
    const clickPoint: ClickPoint | undefined = live.moved ? undefined : live.stroke.points[0];
    addStroke(live.stroke, clickPoint);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = brushDiameter(KEY_STEP_PERCENT, width, height);
      const next = {
        x: Math.min(width, Math.max(0, cursor.x + arrow[0] * step)),
        y: Math.min(height, Math.max(0, cursor.y + arrow[1] * step)),
      };
      // Shift brushes the way the brush moves, like dragging with a pressed mouse button.
      if (event.shiftKey) addStroke({ ...brush(), points: [cursor, next] });
      setCursor(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      addStroke({ ...brush(), points: [cursor] }, cursor);
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (liveRef.current?.pointerId !== event.pointerId) return;
    liveRef.current = null;
    schedulePresent();
  };

  return {
    canvasRef,
    cursor,
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
