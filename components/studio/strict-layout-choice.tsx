import { useId, type Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';

type Props = {
  checked: boolean;
  onChange(checked: boolean): void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The "strict layout" choice of the restyling tools: the room's windows, doors and walls are held exactly in place at
 * the cost of a less natural look. A native checkbox, so the keyboard (Tab, Space) works as everywhere else.
 */
export function StrictLayoutChoice({ checked, onChange, inputRef }: Props) {
  const { t } = useTranslation('studio');
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          ref={inputRef}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-4"
        />
        {t('options.strictLayout')}
      </label>
      <p id={hintId} className="text-ink-subtle text-sm">
        {t('options.strictLayoutHint')}
      </p>
    </div>
  );
}
