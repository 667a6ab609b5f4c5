import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { BrushMode } from '@/store/editor-store';

type Props = { value: BrushMode; onChange(mode: BrushMode): void; disabled: boolean };

const MODES: BrushMode[] = ['simple', 'advanced'];

/** SPEC §3 brush mode: a native radio group styled as a segmented control, so arrow keys move between modes. */
export function BrushModeSwitch({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('mask-editor');
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">{t('brushMode.legend')}</legend>
      <div className="border-surface-line inline-flex rounded-full border bg-white p-1 shadow-sm">
        {MODES.map((mode) => (
          <label key={mode} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="peer sr-only"
            />
            <span className="text-ink-muted hover:text-ink peer-checked:bg-brand-600 peer-focus-visible:outline-brand-600 inline-flex min-h-10 min-w-24 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
              {t(`brushMode.${mode}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
