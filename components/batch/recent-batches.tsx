import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import useSWR from 'swr';
import { BATCHES_KEY, fetchBatches } from './batch-api';

/** The account's latest batches, so one left running (or finished) is a click away. */
export function RecentBatches({ refreshKey }: { refreshKey: string }) {
  const { t, i18n } = useTranslation('batch');
  const { data: batches } = useSWR([BATCHES_KEY, refreshKey], ([url]) => fetchBatches(url));
  if (!batches?.length) return null;
  return (
    <section aria-labelledby="recent-batches">
      <h2 id="recent-batches" className="text-lg font-semibold">
        {t('recent.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {batches.map((batch) => (
          <li key={batch.id}>
            <Link href={{ pathname: '/studio/batch', query: { id: batch.id } }} className="link">
              {t('recent.item', {
                style: t(`styleNames.${batch.style}`, { ns: 'common' }),
                count: batch.photoCount,
                date: new Date(batch.createdAt).toLocaleString(i18n.language),
              })}
            </Link>{' '}
            <span className="text-ink-muted">
              (
              {batch.status === 'finished'
                ? t('recent.finished', { succeeded: batch.succeeded })
                : t('recent.processing')}
              )
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
