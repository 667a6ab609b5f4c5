import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RadioGroupField } from '@/components/ui/radio-group-field';
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
  return (
    <RadioGroupField
      legend={t('toolOptions.sky.title')}
      options={SKIES.map((sky) => ({ value: sky, label: t(`toolOptions.sky.${sky}`) }))}
      value={value.sky}
      onChange={(sky) => onChange({ ...value, sky })}
    />
  );
}

function PaintChoice({ value, onChange }: Omit<Props, 'tool'>) {
  const { t } = useTranslation('studio');
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
    <RadioGroupField
      legend={t('toolOptions.paint.title')}
      layout="columns"
      options={PAINT_COLOURS.map((paint) => ({
        value: paint.hex,
        label: (
          <>
            <span
              aria-hidden
              className="border-surface-line size-5 shrink-0 rounded-full border"
              style={{ backgroundColor: paint.hex }}
            />
            {t(`toolOptions.paint.named.${paint.id}`)}
          </>
        ),
      }))}
      value={value.color}
      onChange={choose}
    >
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
    </RadioGroupField>
  );
}
