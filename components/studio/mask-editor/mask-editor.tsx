import { Picture } from '@/components/ui/picture';
import { useLazyNamespace } from '@/lib/i18n/use-lazy-namespace';
import { useTranslation } from 'next-i18next/pages';
import {
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { ClickPoint, MaskStroke } from '@/store/editor-store';
import { useEditorStore } from '@/store/studio-store-provider';
import { type BrushSettings, SIMPLE_BRUSH_PERCENT, brushDiameter, toImagePoint } from './brush';
import { drawStroke, drawStrokes } from './draw-strokes';
import { exportMask } from './export-mask';
import { MaskToolbar } from './mask-toolbar';
import { useUndoShortcuts } from './use-undo-shortcuts';

export type MaskEditorHandle = {
  /** The mask for a render (see exportMask), locked into the editor's history; null when nothing is brushed. */
  toMaskBlob(): Promise<Blob | null>;
  isEmpty(): boolean;
  /** Puts the keyboard on the brush area (and the brush area on screen). */
  focus(): void;
};

type Props = {
  imageUrl: string;
  /** The photo's natural size: strokes and the exported mask are in these pixels. */
  width: number;
  height: number;
  disabled?: boolean;
  ref?: Ref<MaskEditorHandle>;
};

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

/**
 * The mask editor for tools that need one (SPEC §3 image-editing state): the user brushes over the photo with a
 * mouse, pen or finger, and the strokes become the black-and-white mask sent with the render. Strokes are kept as
 * data in the editor store, so undo, redo and clear are plain state changes and the canvases are only views of it.
 */
export function MaskEditor({ imageUrl, width, height, disabled = false, ref }: Props) {
  const { t } = useTranslation('mask-editor');
  // Its texts came with its code, in the language of that moment.
  useLazyNamespace('mask-editor');
  const hintId = useId();
  const strokes = useEditorStore((s) => s.strokes);
  const canClear = useEditorStore((s) => s.strokes.length > 0 || s.clickPoints.length > 0);
  const canUndo = useEditorStore((s) => s.undoStack.length > 0);
  const canRedo = useEditorStore((s) => s.redoStack.length > 0);
  const brushMode = useEditorStore((s) => s.brushMode);
  const setBrushMode = useEditorStore((s) => s.setBrushMode);
  const startMask = useEditorStore((s) => s.startMask);
  const addStroke = useEditorStore((s) => s.addStroke);
  const undo = useEditorStore((s) => s.undo);
  const redo = useEditorStore((s) => s.redo);
  const clearMask = useEditorStore((s) => s.clearMask);
  const lockMask = useEditorStore((s) => s.lockMask);
  const setMaskImage = useEditorStore((s) => s.setMaskImage);

  const [sizePercent, setSizePercent] = useState(SIMPLE_BRUSH_PERCENT);
  const [hardnessPercent, setHardnessPercent] = useState(50);
  const [erase, setErase] = useState(false);
  const [status, setStatus] = useState('');
  // Where the keyboard brush is, in photo pixels: brushing must not need a pointer.
  const [cursor, setCursor] = useState<ClickPoint>(() => ({
    x: Math.round(width / 2),
    y: Math.round(height / 2),
  }));
  const keysId = useId();

  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The committed strokes, drawn once per change, so a stroke in progress only redraws itself on top. */
  const committedRef = useRef<HTMLCanvasElement | null>(null);
  const liveRef = useRef<LiveStroke | null>(null);
  const frameRef = useRef(0);

  useEffect(() => startMask(imageUrl), [imageUrl, startMask]);

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

  const brush = (): BrushSettings =>
    brushMode === 'simple'
      ? { mode: 'paint', size: brushDiameter(SIMPLE_BRUSH_PERCENT, width, height), hardness: 1 }
      : {
          mode: erase ? 'erase' : 'paint',
          size: brushDiameter(sizePercent, width, height),
          hardness: hardnessPercent / 100,
        };

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

  const undoStep = useCallback(() => {
    undo();
    setStatus(t('status.undone'));
  }, [undo, t]);
  const redoStep = useCallback(() => {
    redo();
    setStatus(t('status.redone'));
  }, [redo, t]);
  const clear = () => {
    clearMask();
    setStatus(t('status.cleared'));
  };
  useUndoShortcuts(!disabled, undoStep, redoStep);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => canvasRef.current?.focus(),
      isEmpty: () => !strokes.some((stroke) => stroke.mode === 'paint'),
      toMaskBlob: async () => {
        const blob = await exportMask(strokes, width, height);
        if (!blob) return null;
        const maskImage = URL.createObjectURL(blob);
        lockMask(maskImage, canvasRef.current?.toDataURL('image/png') ?? '');
        setMaskImage(maskImage);
        return blob;
      },
    }),
    [strokes, width, height, lockMask, setMaskImage],
  );

  return (
    <div role="group" aria-label={t('title')} aria-describedby={hintId} className="space-y-3">
      <MaskToolbar
        brushMode={brushMode}
        onBrushModeChange={setBrushMode}
        size={sizePercent}
        onSizeChange={setSizePercent}
        hardness={hardnessPercent}
        onHardnessChange={setHardnessPercent}
        erase={erase}
        onEraseChange={setErase}
        canUndo={canUndo}
        canRedo={canRedo}
        canClear={canClear}
        onUndo={undoStep}
        onRedo={redoStep}
        onClear={clear}
        disabled={disabled}
      />
      <p id={hintId} className="text-ink-muted text-sm">
        {t('hint')}
      </p>
      {/* The frame shows the brush area's focus: the canvas itself is drawn half transparent. */}
      <div className="has-focus-visible:outline-brand-600 relative mx-auto w-fit max-w-full has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
        <Picture
          src={imageUrl}
          alt={t('photoAlt')}
          width={width}
          height={height}
          unoptimized
          draggable={false}
          className="block h-auto max-h-[75vh] w-auto max-w-full select-none"
        />
        <canvas
          ref={canvasRef}
          width={width}
          height={height}
          tabIndex={disabled ? -1 : 0}
          role="application"
          aria-label={t('keyboard.label')}
          aria-describedby={keysId}
          data-testid="mask-canvas"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          className={`peer absolute inset-0 size-full touch-none opacity-50 focus-visible:outline-none ${disabled ? 'cursor-not-allowed' : 'cursor-crosshair'}`}
        />
        <span
          aria-hidden="true"
          data-testid="keyboard-brush"
          className="ring-ink pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ring-2 peer-focus-visible:block"
          style={{
            left: `${(cursor.x / width) * 100}%`,
            top: `${(cursor.y / height) * 100}%`,
            width: `${(brush().size / width) * 100}%`,
            height: `${(brush().size / height) * 100}%`,
          }}
        />
      </div>
      <p id={keysId} className="text-ink-subtle text-xs">
        {t('keyboard.hint')}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
