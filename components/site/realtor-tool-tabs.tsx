import { useTranslation } from 'next-i18next/pages';
import { type KeyboardEvent, useRef } from 'react';
import type { RealtorToolId } from '@/lib/site/realtor-tool-pages';
import { REALTOR_TOOLS } from '@/lib/site/site-links';
import { RealtorToolPanel } from './realtor-tool-panel';

type Props = { value: RealtorToolId; onChange(tool: RealtorToolId): void };

const tabId = (tool: RealtorToolId) => `tool-tab-${tool}`;
const panelId = (tool: RealtorToolId) => `tool-panel-${tool}`;

/**
 * The ten tools as an ARIA tab list (arrow keys, Home and End move and select; one tab stop). Every panel is in
 * the page, hidden but the chosen one, so all the copy is there for search engines and for find-in-page.
 */
export function RealtorToolTabs({ value, onChange }: Props) {
  const { t } = useTranslation('site');
  const tabs = useRef(new Map<RealtorToolId, HTMLButtonElement>());

  const select = (tool: RealtorToolId) => {
    onChange(tool);
    tabs.current.get(tool)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = REALTOR_TOOLS.indexOf(value);
    const last = REALTOR_TOOLS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(REALTOR_TOOLS[target]!);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <div
        role="tablist"
        aria-label={t('realtorTools.chooseTool')}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 self-start sm:grid-cols-3 lg:grid-cols-1"
      >
        {REALTOR_TOOLS.map((tool) => {
          const selected = tool === value;
          return (
            <button
              key={tool}
              ref={(node) => {
                if (node) tabs.current.set(tool, node);
                else tabs.current.delete(tool);
              }}
              type="button"
              role="tab"
              id={tabId(tool)}
              aria-selected={selected}
              aria-controls={panelId(tool)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tool)}
              className={`min-h-11 rounded-xl border px-3 py-2 text-left text-sm font-semibold transition-colors ${
                selected
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-surface-line text-ink hover:bg-surface-muted bg-white'
              }`}
            >
              {t(`toolNames.${tool}`)}
            </button>
          );
        })}
      </div>
      <div>
        {REALTOR_TOOLS.map((tool) => (
          <RealtorToolPanel
            key={tool}
            tool={tool}
            id={panelId(tool)}
            tabId={tabId(tool)}
            hidden={tool !== value}
          />
        ))}
      </div>
    </div>
  );
}
