import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import useSWR from 'swr';
import type { TBatchPhoto } from '@/lib/studio/batches/batch-request';
import { batchKey, fetchBatch } from './batch-api';

/** How often a batch still rendering is asked for again. */
const POLL_MS = 2000;

/** A batch's progress photo by photo, then its kit; the batch lives on the server, so this can be left and reopened. */
export function BatchProgress({ id }: { id: string }) {
  const { t, i18n } = useTranslation('batch');
  const { roomName } = useCatalogText();
  const { data: batch, error } = useSWR(batchKey(id), fetchBatch, {
    refreshInterval: (latest) => (latest?.status === 'finished' ? 0 : POLL_MS),
  });
  if (error) return <p role="alert">{t('errors.load')}</p>;
  if (!batch) return <p className="text-ink-muted">{t('loading', { ns: 'common' })}</p>;
  /** The other photos of a photo's room: they were staged together. */
  const together = (photo: TBatchPhoto) =>
    batch.photos
      .filter((other) => other.roomGroup === photo.roomGroup && other.position !== photo.position)
      .map((other) => other.position);

  const done = batch.photos.filter((photo) => !['queued', 'processing'].includes(photo.status)).length;
  return (
    <section aria-labelledby="batch-progress" className="space-y-6">
      <div>
        <h2 id="batch-progress" className="text-xl font-semibold">
          {t('progress.title')}
        </h2>
        <p role="status" className="text-ink-muted mt-1">
          {t('progress.summary', { done, total: batch.photos.length })}
        </p>
        {batch.status === 'processing' ? (
          <p className="text-ink-muted text-sm">{t('progress.leave')}</p>
        ) : null}
      </div>
      {batch.kitUrl ? (
        <a href={`${batch.kitUrl}?lang=${i18n.language}`} download className="btn-primary">
          {t('progress.download')}
        </a>
      ) : null}
      <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {batch.photos.map((photo) => (
          <li key={photo.renderId} className="border-surface-line overflow-hidden rounded-xl border bg-white">
            {/* The user's own photos: private, so served as they are. */}
            <Image
              unoptimized
              src={photo.outputUrl ?? photo.imageUrl}
              alt={t(photo.outputUrl ? 'progress.staged' : 'progress.original', { position: photo.position })}
              width={320}
              height={240}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-2 text-sm">
              <p className="font-medium">
                {photo.position}. {roomName(photo.roomType)}
              </p>
              {together(photo).length > 0 ? (
                <p className="text-ink-muted text-xs">
                  {t('progress.together', {
                    count: together(photo).length,
                    photos: together(photo).join(', '),
                  })}
                </p>
              ) : null}
              <p className={photo.status === 'failed' ? 'text-red-700' : 'text-ink-muted'}>
                {t(`status.${photo.status}`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {batch.description ? (
        <div className="border-surface-line rounded-2xl border bg-white p-4">
          <h3 className="font-semibold">{t('progress.description')}</h3>
          <p className="mt-2 whitespace-pre-line">{batch.description}</p>
          {batch.warnings.length > 0 ? (
            <p className="mt-2 text-sm text-amber-800">
              {t('progress.warnings', { phrases: batch.warnings.map((w) => `“${w.phrase}”`).join(', ') })}
            </p>
          ) : null}
        </div>
      ) : null}
      <Link href="/studio/batch" className="link">
        {t('progress.another')}
      </Link>
    </section>
  );
}
