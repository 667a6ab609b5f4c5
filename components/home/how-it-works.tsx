import { useTranslation } from 'next-i18next/pages';

const STEPS = ['upload', 'choose', 'download'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-heading" className="bg-surface-muted">
      <div className="max-w-page mx-auto px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight">
          {t('how.title')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-card bg-white p-6">
              <span
                className="bg-brand-600 flex size-9 items-center justify-center rounded-full font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`how.${step}.title`)}</h3>
              <p className="text-ink-muted mt-2">{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
