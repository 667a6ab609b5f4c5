import { useTranslation } from 'next-i18next/pages';
import { GuideBody } from '@/components/learn/guide-body';
import { EnglishOnlyNote } from '@/components/site/english-only-note';
import { useLiveApiReference } from '@/hooks/use-live-api-reference';
import type { TApiReference } from '@/lib/pro-api/api-reference-types';
import { OperationCard } from './operation-card';

/** The /api/v1 reference, generated from its OpenAPI document: overview, endpoints, webhook check. */
export function ApiReference({
  reference: built,
  webhookExample,
}: {
  reference: TApiReference;
  webhookExample: string;
}) {
  const { t } = useTranslation('site');
  const reference = useLiveApiReference(built);
  return (
    <section id="reference" aria-labelledby="reference-title" className="scroll-mt-24 space-y-8">
      <div className="max-w-3xl space-y-3">
        <h2 id="reference-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('proApi.reference.title')}
        </h2>
        <p className="text-ink-muted text-pretty">
          {t('proApi.reference.lead')}{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a JSON document from an API route, not a page */}
          <a href="/api/v1/openapi.json" className="link">
            {t('proApi.reference.openapi')}
          </a>
        </p>
        <p className="text-sm">
          {t('proApi.reference.baseUrl')}:{' '}
          <code className="bg-surface-muted rounded px-1 font-mono">{reference.baseUrl}</code>
        </p>
        <EnglishOnlyNote />
      </div>
      <nav aria-label={t('proApi.reference.endpoints')} className="rounded-card bg-surface-muted p-5">
        <h3 className="font-semibold">{t('proApi.reference.endpoints')}</h3>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {reference.operations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${operation.id}`} className="link font-mono">
                {operation.method} {operation.path}
              </a>{' '}
              <span className="text-ink-muted">{operation.summary}</span>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl">
        <GuideBody html={reference.overviewHtml} />
      </div>
      <div className="space-y-6">
        {reference.operations.map((operation) => (
          <OperationCard key={operation.id} operation={operation} />
        ))}
      </div>
      <div className="max-w-3xl">
        <h3 className="text-xl font-semibold">{t('proApi.reference.webhookTitle')}</h3>
        <p className="text-ink-muted mt-2 text-pretty">{t('proApi.reference.webhookText')}</p>
        <pre
          tabIndex={0}
          className="bg-brand-900 mt-3 overflow-x-auto rounded-xl p-4 text-sm leading-relaxed text-white"
        >
          <code>{webhookExample}</code>
        </pre>
      </div>
    </section>
  );
}
