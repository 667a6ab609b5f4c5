import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { BRUSH_PERCENT_RANGE } from './brush';

type Props = {
  /** Brush diameter as a share of the photo's long edge, in percent. */
  size: number;
  onSizeChange(size: number): void;
  /** Edge hardness in percent. */
  hardness: number;
  onHardnessChange(hardness: number): void;
  erase: boolean;
  onEraseChange(erase: boolean): void;
  disabled: boolean;
};

/** The advanced brush: size and edge hardness sliders and a paint/erase toggle. */
export function AdvancedBrushControls(props: Props) {
  const { size, onSizeChange, hardness, onHardnessChange, erase, onEraseChange, disabled } = props;
  const { t } = useTranslation('mask-editor');
  const sizeId = useId();
  const hardnessId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div className="min-w-40 flex-1">
        <div className="flex justify-between gap-2">
          <label htmlFor={sizeId} className="label">
            {t('size')}
          </label>
          <output htmlFor={sizeId} className="text-ink-muted text-sm">
            {t('sizeValue', { value: size })}
          </output>
        </div>
        <input
          id={sizeId}
          type="range"
          {...BRUSH_PERCENT_RANGE}
          value={size}
          onChange={(event) => onSizeChange(Number(event.target.value))}
          disabled={disabled}
          className="accent-brand-600 h-10 w-full"
        />
      </div>
      <div className="min-w-40 flex-1">
        <div className="flex justify-between gap-2">
          <label htmlFor={hardnessId} className="label">
            {t('hardness')}
          </label>
          <output htmlFor={hardnessId} className="text-ink-muted text-sm">
            {t('hardnessValue', { value: hardness })}
          </output>
        </div>
        <input
          id={hardnessId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={hardness}
          onChange={(event) => onHardnessChange(Number(event.target.value))}
          disabled={disabled}
          className="accent-brand-600 h-10 w-full"
        />
      </div>
      <button
        type="button"
        aria-pressed={erase}
        onClick={() => onEraseChange(!erase)}
        disabled={disabled}
        className={erase ? 'btn-primary' : 'btn-secondary'}
      >
        {t('erase')}
      </button>
    </div>
  );
}
