import { useTranslation } from 'next-i18next/pages';
import type { ComponentProps } from 'react';
import type { BrushMode } from '@/store/editor-store';
import { AdvancedBrushControls } from './advanced-brush-controls';
import { BrushModeSwitch } from './brush-mode-switch';

type Props = Omit<ComponentProps<typeof AdvancedBrushControls>, 'disabled'> & {
  brushMode: BrushMode;
  onBrushModeChange(mode: BrushMode): void;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
  disabled: boolean;
};

/** Brush mode, the advanced brush's settings, and the history buttons (their shortcuts are announced too). */
export function MaskToolbar(props: Props) {
  const { brushMode, onBrushModeChange, canUndo, canRedo, canClear, onUndo, onRedo, onClear, disabled } =
    props;
  const { t } = useTranslation('mask-editor');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <BrushModeSwitch value={brushMode} onChange={onBrushModeChange} disabled={disabled} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onUndo}
            disabled={disabled || !canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
            className="btn-secondary"
          >
            {t('undo')}
          </button>
          <button
            type="button"
            onClick={onRedo}
            disabled={disabled || !canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            className="btn-secondary"
          >
            {t('redo')}
          </button>
          <button type="button" onClick={onClear} disabled={disabled || !canClear} className="btn-secondary">
            {t('clear')}
          </button>
        </div>
      </div>
      {brushMode === 'advanced' && (
        <AdvancedBrushControls
          size={props.size}
          onSizeChange={props.onSizeChange}
          hardness={props.hardness}
          onHardnessChange={props.onHardnessChange}
          erase={props.erase}
          onEraseChange={props.onEraseChange}
          disabled={disabled}
        />
      )}
    </div>
  );
}
