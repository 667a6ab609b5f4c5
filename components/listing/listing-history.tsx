import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useErrorMessage } from '@/hooks/use-error-message';
import { deleteData } from '@/lib/api/fetch-json';
import type { TListingHistoryItem } from '@/lib/listing/listing-input';
import { CopyButton } from '@/components/ui/copy-button';
import { useListingHistory } from './use-listing-history';
import { useFormat } from '@/hooks/use-format';

/** A signed-in user's last descriptions, each to copy again or delete. */
export function ListingHistory() {
  const { t } = useTranslation('listing');
  const format = useFormat();
  const { errorMessage } = useErrorMessage();
  const { data, error, mutate } = useListingHistory(true);
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const remove = async (item: TListingHistoryItem) => {
    setStatus(null);
    try {
      await deleteData(`/api/listing-description/${item.id}`);
      await mutate(
        (current) => current && { descriptions: current.descriptions.filter((d) => d.id !== item.id) },
        { revalidate: false },
      );
      setStatus({ tone: 'info', text: t('history.deleted') });
    } catch (e) {
      setStatus({ tone: 'error', text: errorMessage(e) });
    }
  };

  return (
    <section
      aria-labelledby="listing-history-title"
      className="rounded-card border-surface-line border bg-white p-5"
    >
      <h2 id="listing-history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      <div className="mt-3" aria-live="polite">
        <FormAlert tone={status?.tone ?? 'info'}>{status?.text ?? null}</FormAlert>
      </div>
      {error ? (
        <p className="text-danger-600 mt-3 text-sm">{t('history.loadFailed')}</p>
      ) : data && data.descriptions.length === 0 ? (
        <p className="text-ink-muted mt-3 text-sm">{t('history.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {data?.descriptions.map((item) => (
            <li key={item.id} className="border-surface-line border-t pt-4 first:border-t-0 first:pt-0">
              <p className="text-ink-muted text-sm">
                {t('history.summary', {
                  type: t(`form.types.${item.input.propertyType}`),
                  location: item.input.location,
                })}{' '}
                · {t(`form.languages.${item.language}`)} ·{' '}
                <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
              </p>
              <p className="mt-2 line-clamp-4 text-sm leading-relaxed whitespace-pre-line">
                {item.description}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <CopyButton
                  text={item.description}
                  label={t('history.copyLabel', { date: format.dateTime(item.createdAt) })}
                />
                <button
                  type="button"
                  className="btn-ghost text-danger-600"
                  onClick={() => void remove(item)}
                  aria-label={t('history.deleteLabel', { date: format.dateTime(item.createdAt) })}
                >
                  {t('history.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
