import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PAINT_COLOURS } from '@/lib/studio/catalog/paint-colours';
import { HEX_COLOUR, SKIES, type ToolOptions } from '@/lib/studio/catalog/tool-options';
import type { ToolId } from '@/lib/studio/catalog/tools';

type Choices = Required<ToolOptions>;
type Props = { tool: ToolId; value: Choices; onChange(value: Choices): void };

/**
 * The options of the tools that take some: the three skies of sky replacement, and paint-walls' colour (a named
 * paint or any hex). Native radios and inputs in fieldsets, so arrows, Tab and screen readers work as everywhere.
 */
export function ToolOptionsFields({ tool, value, onChange }: Props) {
  if (tool === 'sky-replacement') return <SkyChoice value={value} onChange={onChange} />;
  if (tool === 'paint-walls') return <PaintChoice value={value} onChange={onChange} />;
  return null;
}

function SkyChoice({ value, onChange }: Omit<Props, 'tool'>) {
  const { t } = useTranslation('studio');
  const name = useId();
  return (
    <fieldset>
      <legend className="label">{t('toolOptions.sky.title')}</legend>
      <div className="flex flex-wrap gap-2">
        {SKIES.map((sky) => (
          <label
            key={sky}
            className="border-surface-line has-[:checked]:border-brand-600 has-[:focus-visible]:ring-brand-600 flex min-h-10 items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={sky}
              checked={value.sky === sky}
              onChange={() => onChange({ ...value, sky })}
              className="size-4"
            />
            {t(`toolOptions.sky.${sky}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PaintChoice({ value, onChange }: Omit<Props, 'tool'>) {
  const { t } = useTranslation('studio');
  const name = useId();
  const hexId = useId();
  const errorId = useId();
  // What is typed, kept while it is not yet a colour; the chosen colour changes only to a valid one.
  const [draft, setDraft] = useState(value.color);
  const invalid = !HEX_COLOUR.test(draft);
  const choose = (color: string) => {
    setDraft(color);
    onChange({ ...value, color: color.toUpperCase() });
  };
  return (
    <fieldset>
      <legend className="label">{t('toolOptions.paint.title')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PAINT_COLOURS.map((paint) => (
          <label
            key={paint.id}
            className="border-surface-line has-[:checked]:border-brand-600 has-[:focus-visible]:ring-brand-600 flex min-h-10 items-center gap-2 rounded-lg border px-2 text-sm has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={paint.hex}
              checked={value.color === paint.hex}
              onChange={() => choose(paint.hex)}
              className="size-4"
            />
            <span
              aria-hidden
              className="border-surface-line size-5 shrink-0 rounded-full border"
              style={{ backgroundColor: paint.hex }}
            />
            {t(`toolOptions.paint.named.${paint.id}`)}
          </label>
        ))}
      </div>
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor={hexId} className="text-sm">
          {t('toolOptions.paint.custom')}
        </label>
        <input
          type="color"
          aria-label={t('toolOptions.paint.custom')}
          value={HEX_COLOUR.test(draft) ? draft.toLowerCase() : value.color.toLowerCase()}
          onChange={(event) => choose(event.target.value)}
          className="h-10 w-12 shrink-0"
        />
        <input
          id={hexId}
          className="field w-28 font-mono"
          value={draft}
          maxLength={7}
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (HEX_COLOUR.test(event.target.value))
              onChange({ ...value, color: event.target.value.toUpperCase() });
          }}
        />
      </div>
      {invalid ? (
        <p id={errorId} className="text-danger-600 mt-1 text-sm">
          {t('toolOptions.paint.invalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
