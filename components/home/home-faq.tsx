import { useTranslation } from 'next-i18next/pages';

const QUESTIONS = ['free', 'photos', 'structure', 'disclosure', 'quality', 'api'] as const;

/** Native disclosure widgets: keyboard and screen-reader friendly without any script. */
export function HomeFaq() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
        {t('faq.title')}
      </h2>
      <div className="divide-surface-line border-surface-line mt-6 divide-y border-y">
        {QUESTIONS.map((question) => (
          <details key={question} className="group py-4">
            <summary className="cursor-pointer list-none font-semibold">
              <span className="flex items-center justify-between gap-4">
                {t(`faq.${question}.q`)}
                <span aria-hidden="true" className="text-brand-700 text-xl group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="text-ink-muted mt-2">{t(`faq.${question}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
