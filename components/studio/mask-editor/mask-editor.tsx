import { Picture } from '@/components/ui/picture';
import { useLazyNamespace } from '@/lib/i18n/use-lazy-namespace';
import { useTranslation } from 'next-i18next/pages';
import { type Ref, useCallback, useEffect, useId, useImperativeHandle, useState } from 'react';
import { useEditorStore } from '@/store/studio-store-provider';
import { type BrushSettings, SIMPLE_BRUSH_PERCENT, brushDiameter } from './brush';
import { exportMask } from './export-mask';
import { MaskToolbar } from './mask-toolbar';
import { useBrushCanvas } from './use-brush-canvas';
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

/**
 * The mask editor for tools that need one, or take one: the user brushes over the photo with a mouse, pen or
 * finger, and the strokes become the black-and-white mask sent with the render. Strokes are kept as data in the
 * editor store, so undo, redo and clear are plain state changes and the canvases are only views of it.
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
  const keysId = useId();

  useEffect(() => startMask(imageUrl), [imageUrl, startMask]);

  const brush = (): BrushSettings =>
    brushMode === 'simple'
      ? { mode: 'paint', size: brushDiameter(SIMPLE_BRUSH_PERCENT, width, height), hardness: 1 }
      : {
          mode: erase ? 'erase' : 'paint',
          size: brushDiameter(sizePercent, width, height),
          hardness: hardnessPercent / 100,
        };

  const { canvasRef, cursor, handlers } = useBrushCanvas({
    width,
    height,
    disabled,
    strokes,
    brush,
    addStroke,
  });

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
    [canvasRef, strokes, width, height, lockMask, setMaskImage],
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
          {...handlers}
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
