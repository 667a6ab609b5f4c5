import { useTranslation } from 'next-i18next/pages';
import type { TTocEntry } from '@/lib/guides/guide-types';

/** The article's h2 and h3 headings as in-page links; h3 entries are indented under their h2. */
export function GuideToc({ toc }: { toc: TTocEntry[] }) {
  const { t } = useTranslation('learn');
  return (
    <nav
      aria-labelledby="guide-toc-title"
      className="rounded-card border-surface-line bg-surface-muted border p-5"
    >
      <h2 id="guide-toc-title" className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">
        {t('article.toc')}
      </h2>
      <ol lang="en" className="mt-3 space-y-1 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
            <a
              href={`#${entry.id}`}
              className={`hover:text-brand-700 block rounded py-1 hover:underline ${
                entry.level === 3 ? 'text-ink-muted' : 'text-ink font-medium'
              }`}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
