import { useId } from 'react';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useTranslation } from 'next-i18next/pages';
import { SKIES, type Sky } from '@/lib/studio/catalog/tool-options';
import type { TBatchEdit } from '@/lib/studio/batches/batch-request';

/** The edits a batch offers for every photo: paint-walls is a photo's own choice (a colour per room). */
export const BATCH_EDITS = ['enhance', 'straighten', 'sky-replacement', 'day-to-dusk'] as const;
export type BatchEditId = (typeof BATCH_EDITS)[number];
export type BatchEditChoice = { tools: BatchEditId[]; sky: Sky };

/** The request's edits from the choice, in the catalogue's order (sky replacement with its sky); none: undefined. */
export const batchEdits = ({ tools, sky }: BatchEditChoice): TBatchEdit[] | undefined =>
  tools.length === 0
    ? undefined
    : BATCH_EDITS.filter((tool) => tools.includes(tool)).map((tool) =>
        tool === 'sky-replacement' ? { tool, options: { sky } } : { tool },
      );

type Props = { value: BatchEditChoice; onChange(value: BatchEditChoice): void; disabled?: boolean };

/**
 * The photographer's edits for the whole listing: checkboxes for the edits applied to every photo that shows what
 * each needs (the sky edits skip the rooms), and the sky to put in. Native inputs in fieldsets for the keyboard.
 */
export function BatchEdits({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('batch');
  const { t: studio } = useTranslation('studio');
  const { toolName, toolDescription } = useCatalogText();
  const hintId = useId();
  const toggle = (tool: BatchEditId, on: boolean) =>
    onChange({
      ...value,
      tools: on ? [...value.tools, tool] : value.tools.filter((other) => other !== tool),
    });
  return (
    <fieldset disabled={disabled} aria-describedby={hintId}>
      <legend className="label">{t('edits.title')}</legend>
      <p id={hintId} className="text-ink-muted mb-2 text-sm">
        {t('edits.hint')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {BATCH_EDITS.map((tool) => (
          <label
            key={tool}
            className="border-surface-line flex min-h-10 items-start gap-2 rounded-lg border p-2 text-sm"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={value.tools.includes(tool)}
              onChange={(event) => toggle(tool, event.target.checked)}
            />
            <span>
              <span className="font-semibold">{toolName(tool)}</span>
              <span className="text-ink-muted block text-xs">{toolDescription(tool)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.tools.includes('sky-replacement') ? (
        <RadioGroupField
          className="mt-3"
          legend={studio('toolOptions.sky.title')}
          options={SKIES.map((sky) => ({ value: sky, label: studio(`toolOptions.sky.${sky}`) }))}
          value={value.sky}
          onChange={(sky) => onChange({ ...value, sky })}
        />
      ) : null}
    </fieldset>
  );
}
