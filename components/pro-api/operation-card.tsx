import { useTranslation } from 'next-i18next/pages';
import type { TReferenceOperation } from '@/lib/pro-api/api-reference-types';
import { CodeTabs } from './code-tabs';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-brand-100 text-brand-900',
  POST: 'bg-accent-600 text-white',
  DELETE: 'bg-danger-50 text-danger-600',
};

/** One endpoint of the reference: what it does, its parameters, its answers and examples. */
export function OperationCard({ operation }: { operation: TReferenceOperation }) {
  const { t } = useTranslation('site');
  const title = `${operation.method} ${operation.path}`;
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="rounded-card border-surface-line scroll-mt-24 border bg-white p-5 sm:p-6"
    >
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        <span
          className={`rounded-md px-2 py-0.5 font-mono text-sm ${METHOD_COLOURS[operation.method] ?? ''}`}
        >
          {operation.method}
        </span>
        <code className="font-mono text-base [overflow-wrap:anywhere]">{operation.path}</code>
        <span className="text-ink-muted text-base font-normal">{operation.summary}</span>
      </h3>
      {operation.description ? (
        <p className="text-ink-muted mt-2 text-pretty">{operation.description}</p>
      ) : null}

      {operation.fields.length ? (
        <div
          className="border-surface-line mt-4 overflow-x-auto rounded-lg border"
          role="region"
          aria-label={`${t('proApi.reference.parameters')}: ${title}`}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{`${t('proApi.reference.parameters')}: ${title}`}</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('proApi.reference.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('proApi.reference.in')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('proApi.reference.type')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('proApi.reference.description')}
                </th>
              </tr>
            </thead>
            <tbody>
              {operation.fields.map((field) => (
                <tr key={`${field.in}-${field.name}`} className="border-surface-line border-t align-top">
                  <th scope="row" className="px-3 py-2 font-mono font-normal">
                    {field.name}
                    <span className="text-ink-muted block font-sans text-xs">
                      {field.required ? t('proApi.reference.required') : t('proApi.reference.optional')}
                    </span>
                  </th>
                  <td className="text-ink-muted px-3 py-2">{field.in}</td>
                  <td className="text-ink-muted px-3 py-2">{field.type}</td>
                  <td className="px-3 py-2">
                    {field.description}
                    {field.choices.length ? (
                      <span className="text-ink-muted mt-1 block text-xs [overflow-wrap:anywhere]">
                        {t('proApi.reference.choices')}: {field.choices.join(', ')}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <h4 className="mt-5 font-semibold">{t('proApi.reference.responses')}</h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {operation.responses.map((response) => (
          <div key={response.status} className="contents">
            <dt className="font-mono font-semibold">{response.status}</dt>
            <dd className="text-ink-muted">{response.description}</dd>
          </div>
        ))}
      </dl>

      <CodeTabs examples={operation.examples} label={title} />
    </article>
  );
}
