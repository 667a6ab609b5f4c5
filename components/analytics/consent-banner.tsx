import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

/**
 * Asks once whether product analytics may run. Not modal: the page stays usable, and the banner is a labelled
 * region reachable by keyboard. After a choice, focus goes to the page's content instead of being lost with the
 * banner.
 */
export function ConsentBanner({ onChoice }: { onChoice(choice: 'granted' | 'denied'): void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const choose = (choice: 'granted' | 'denied') => {
    onChoice(choice);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="border-surface-line fixed inset-x-2 bottom-2 z-40 mx-auto max-w-xl rounded-2xl border bg-white p-4 shadow-lg sm:inset-x-4 sm:bottom-4"
    >
      <h2 id={titleId} className="font-semibold">
        {t('consent.title')}
      </h2>
      <p id={textId} className="text-ink-muted mt-1 text-sm">
        {t('consent.text')}{' '}
        <Link href="/privacy" className="link">
          {t('consent.privacy')}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => choose('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => choose('denied')}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
