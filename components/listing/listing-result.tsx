import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import type { TListingResult } from '@/lib/listing/listing-input';
import { CopyButton } from '@/components/ui/copy-button';
import { FairHousingWarnings } from './fair-housing-warnings';

/** The written description, ready to copy, with its fair-housing check; takes focus when it arrives. */
export function ListingResult({ result }: { result: TListingResult }) {
  const { t } = useTranslation('listing');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section
      aria-labelledby="listing-result-title"
      className="rounded-card border-surface-line border bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listing-result-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('result.title')}
        </h2>
        <CopyButton text={result.description} />
      </div>
      <div className="bg-surface-muted mt-3 rounded-lg p-4 leading-relaxed whitespace-pre-line">
        {result.description}
      </div>
      <FairHousingWarnings warnings={result.warnings} />
    </section>
  );
}
