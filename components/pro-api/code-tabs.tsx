import { useTranslation } from 'next-i18next/pages';
import { type KeyboardEvent, useId, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

const LANGUAGES = ['curl', 'javascript'] as const;
type Language = (typeof LANGUAGES)[number];

/** The same example in curl and JavaScript, as ARIA tabs (arrow keys move between them). */
export function CodeTabs({ examples, label }: { examples: Record<Language, string>; label: string }) {
  const { t } = useTranslation('site');
  const [active, setActive] = useState<Language>('curl');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = LANGUAGES[(LANGUAGES.indexOf(active) + 1) % LANGUAGES.length]!;
    setActive(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label={label} className="flex gap-1">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              id={`${id}-${language}-tab`}
              type="button"
              role="tab"
              aria-selected={active === language}
              aria-controls={`${id}-${language}-panel`}
              tabIndex={active === language ? 0 : -1}
              onClick={() => setActive(language)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${active === language ? 'bg-brand-900 text-white' : 'text-ink-muted hover:bg-surface-muted'}`}
            >
              {t(`proApi.reference.${language}`)}
            </button>
          ))}
        </div>
        <CopyButton text={examples[active]} label={`${t('proApi.reference.copyExample')}: ${label}`} />
      </div>
      {LANGUAGES.map((language) => (
        <pre
          key={language}
          id={`${id}-${language}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${language}-tab`}
          hidden={active !== language}
          tabIndex={0}
          className="bg-brand-900 mt-2 overflow-x-auto rounded-xl p-4 text-sm leading-relaxed text-white"
        >
          <code>{examples[language]}</code>
        </pre>
      ))}
    </div>
  );
}
