import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import type { TApiUsage, TCreatedApiKey } from '@/lib/pro-api/api-key-types';
import { ApiKeyRow } from './api-key-row';
import { NewKeyNotice } from './new-key-notice';
import { useApiKeys } from './use-api-keys';
import { useFormat } from '@/hooks/use-format';

function UsageLine({ usage }: { usage: TApiUsage }) {
  const { t } = useTranslation('api');
  const format = useFormat();
  const values = {
    used: format.number(usage.used_this_month),
    allowance: format.number(usage.monthly_allowance),
  };
  return (
    <div className="mt-3 text-sm">
      <p data-testid="api-usage">
        {usage.tier
          ? t('keys.usageTier', { ...values, quantity: usage.tier.quantity })
          : t('keys.usageTrial', values)}
      </p>
      <p className="text-ink-muted">
        {t('keys.completed', {
          month: format.number(usage.completed_this_month),
          total: format.number(usage.total_completed),
        })}
      </p>
      {usage.tier ? null : (
        <p className="text-ink-muted mt-1">
          <Link href="/pricing" className="link">
            {t('keys.upgrade')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** API keys on /account: the API allowance, the live keys, and a form to create one (shown once). */
export function ApiKeysPanel() {
  const { t } = useTranslation('api');
  const { page, error, isLoading, reload, create, rotate, revoke } = useApiKeys();
  const [fresh, setFresh] = useState<TCreatedApiKey | null>(null);
  const [name, setName] = useState('');
  const creation = useSubmit(async (keyName: string) => {
    setFresh(await create(keyName));
    setName('');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void creation.submit(name);
  };

  return (
    <section
      aria-labelledby="api-keys-title"
      className="rounded-card border-surface-line border bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="api-keys-title" className="text-lg font-semibold">
          {t('keys.title')}
        </h2>
        <Link href="/pro-api#reference" className="link text-sm">
          {t('keys.reference')}
        </Link>
      </div>
      <p className="text-ink-muted mt-1 text-sm">{t('keys.lead')}</p>
      {page ? <UsageLine usage={page.usage} /> : null}

      {fresh ? <NewKeyNotice created={fresh} onDone={() => setFresh(null)} /> : null}

      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="grow">
          <label htmlFor="api-key-name" className="label">
            {t('keys.nameLabel')}
          </label>
          <input
            id="api-key-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            placeholder={t('keys.namePlaceholder')}
            className="field"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={creation.pending}>
          {creation.pending ? t('keys.creating') : t('keys.create')}
        </button>
      </form>
      <div className="mt-3">
        <FormAlert tone="error">{creation.error}</FormAlert>
      </div>

      {isLoading ? (
        <p className="text-ink-muted mt-4 text-sm" role="status">
          {t('keys.loading')}
        </p>
      ) : error ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <FormAlert tone="error">{t('keys.loadFailed')}</FormAlert>
          <button type="button" className="btn-secondary" onClick={reload}>
            {t('keys.retry')}
          </button>
        </div>
      ) : page?.apiKeys.length ? (
        <ul className="mt-2" aria-label={t('keys.title')}>
          {page.apiKeys.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              onRotate={async (id) => setFresh(await rotate(id))}
              onRevoke={revoke}
            />
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted mt-4 text-sm">{t('keys.empty')}</p>
      )}
    </section>
  );
}
