import { memo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { TOOL_TRAITS, type ToolId } from '@/lib/studio/catalog/tool-traits';
import { RadioCard } from './radio-card';
import { useOfflinePreview } from './use-offline-preview';

type Props = {
  value: ToolId;
  onChange(tool: ToolId): void;
  disabled?: boolean;
};

const GROUPS = ['studio', 'realtor'] as const;

/**
 * The tools as two radio groups (the studio's own, then the tools made for real-estate listings), each with what it does and,
 * in offline mode, what the offline preview does for it, so nobody spends a render expecting the hosted result.
 * The picker asks the health report itself, so its answer re-renders the cards alone, not the whole studio while the
 * page is still loading; memo keeps the cards still while the rest of the studio changes (a prompt typed, a render
 * polled).
 */
export const ToolPicker = memo(function ToolPicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('studio');
  const catalog = useCatalogText();
  // Renders come from the offline preview engine: each card says in a line what that does for its tool.
  const offlinePreview = useOfflinePreview();
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="label">{t('tool.label')}</legend>
      {GROUPS.map((group) => (
        <div key={group} role="radiogroup" aria-label={t(`tool.group.${group}`)}>
          <p className="text-ink-subtle mb-2 text-xs font-semibold tracking-wide uppercase">
            {t(`tool.group.${group}`)}
          </p>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {TOOL_TRAITS.filter((tool) => tool.group === group).map((tool) => (
              <RadioCard
                key={tool.id}
                name="tool"
                value={tool.id}
                checked={value === tool.id}
                onChange={() => onChange(tool.id)}
                className={`flex flex-col p-3 text-left ${
                  value === tool.id
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-surface-line hover:bg-surface-muted bg-white'
                }`}
              >
                <span className="font-semibold">{catalog.toolName(tool.id)}</span>
                <span className="text-ink-muted mt-1 text-xs">{catalog.toolDescription(tool.id)}</span>
                {offlinePreview ? (
                  <span className="text-ink-muted mt-1 text-xs italic">{t(`tool.offline.${tool.id}`)}</span>
                ) : null}
                {tool.needsMask || tool.optionalMask ? (
                  <span className="text-accent-700 mt-1 text-xs font-medium">
                    {t(tool.needsMask ? 'tool.brush' : 'tool.brushOptional')}
                  </span>
                ) : null}
              </RadioCard>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
});
