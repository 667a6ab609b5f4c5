import { useTranslation } from 'next-i18next/pages';
import type { TLegalDocument } from '@/lib/legal/load-legal-document';
import { EnglishOnlyNote } from './english-only-note';
import { useFormat } from '@/hooks/use-format';

type Props = { title: string; document: TLegalDocument };

/** Body styles for the rendered markdown; Tailwind has no typography plugin here, so they are spelled out. */
const PROSE = [
  'text-ink-muted leading-relaxed',
  '[&_h2]:text-ink [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:text-ink [&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5',
  '[&_strong]:text-ink [&_a]:text-brand-700 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:bg-surface-muted [&_code]:rounded [&_code]:px-1 [&_code]:text-sm',
  '[&_.table-scroll]:mt-4 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:min-w-[36rem] [&_table]:text-left [&_table]:text-sm',
  '[&_th]:bg-surface-muted [&_th]:text-ink [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold',
  '[&_td]:border-surface-line [&_td]:border-t [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

/** A legal document: title, date, table of contents, then the English text (with a note for other languages). */
export function LegalDocument({ title, document }: Props) {
  const { t } = useTranslation('site');
  const updated = useFormat().date(`${document.updated}T00:00:00Z`, 'long');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="text-ink-subtle mt-3 text-sm">
        <time dateTime={document.updated}>{t('legal.updated', { date: updated })}</time>
      </p>
      <div className="mt-4">
        <EnglishOnlyNote />
      </div>
      <nav aria-labelledby="toc-title" className="rounded-card bg-surface-muted mt-8 p-5">
        <h2 id="toc-title" className="font-semibold">
          {t('legal.contents')}
        </h2>
        <ol lang="en" className="mt-3 list-decimal space-y-1 pl-5 text-sm sm:columns-2 sm:gap-8">
          {document.toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="link">
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div lang="en" className={`${PROSE} mt-8`} dangerouslySetInnerHTML={{ __html: document.html }} />
    </div>
  );
}
