import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useErrorMessage } from '@/hooks/use-error-message';
import { type FormEvent, Suspense, lazy, useId, useRef, useState } from 'react';
import { MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';
import { STYLES } from '@/lib/studio/catalog/styles';
import { createBatch } from './batch-api';
import { type BatchEditChoice, BatchEdits, batchEdits } from './batch-edits';
import { draftPhotos } from './batch-draft-photos';
import { BatchPhotoRow, missingMasks } from './batch-photo-row';
import { listingBodyFrom } from '@/lib/listing/listing-facts';
import { ListingFacts } from './listing-facts';
import { PhotoDrop } from './photo-drop';
import { RoomsSummary } from './rooms-summary';
import { useBatchPhotos } from './use-batch-photos';
import { listingRooms } from './listing-rooms';

// The brush is needed only once a photo's tool needs a mask: its code loads then (the server never renders it).
const BatchBrush = lazy(() => import('./batch-brush').then((m) => ({ default: m.BatchBrush })));
const loadingPanel = (
  <div className="bg-surface-muted aspect-[4/3] animate-pulse rounded-2xl" aria-hidden="true" />
);

/**
 * The listing's photos, each uploaded as soon as it is added, with a room (guessed from its file name, for the
 * person to confirm) and a tool; one style for all; optionally the facts the description is written from.
 */
export function BatchForm() {
  const { t } = useTranslation('batch');
  const { styleName } = useCatalogText();
  const { errorMessage } = useErrorMessage();
  const router = useRouter();
  const styleId = useId();
  const [style, setStyle] = useState('modern');
  const [withListing, setWithListing] = useState(false);
  const [edits, setEdits] = useState<BatchEditChoice>({ tools: [], sky: 'blue' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The photo being brushed (its key), if any. */
  const [brushing, setBrushing] = useState<string | null>(null);
  const brushMessageId = useId();
  const { photos, notice, add, update, changeRoomType, moveToRoom, remove } = useBatchPhotos();
  const brushButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Closes the brush and gives the keyboard back to the photo's brush button. */
  const closeBrush = (key: string) => {
    setBrushing(null);
    requestAnimationFrame(() => brushButtons.current.get(key)?.focus());
  };

  const ready = photos.filter((photo) => photo.status === 'ready');
  const waiting = photos.some((photo) => photo.status === 'uploading');
  const unbrushed = missingMasks(ready);
  const brushed = photos.find((photo) => photo.key === brushing);
  const brushedPosition = brushed ? photos.indexOf(brushed) + 1 : 0;
  const rooms = listingRooms(photos);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unbrushed.length > 0) return;
    const listing = withListing ? listingBodyFrom(new FormData(event.currentTarget)) : undefined;
    setSubmitting(true);
    setError(null);
    try {
      const batch = await createBatch({
        style,
        photos: draftPhotos(ready, edits.sky),
        listing,
        edits: batchEdits(edits),
      });
      await router.push({ pathname: '/studio/batch', query: { id: batch.id } });
    } catch (refusal) {
      setError(errorMessage(refusal));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6">
      <PhotoDrop
        onFiles={(files) => {
          setError(null);
          add(files);
        }}
        disabled={submitting || photos.length >= MAX_BATCH_PHOTOS}
      />
      {notice ? (
        <p role="status" className="text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <section aria-label={t('photo.list')}>
          <p className="text-ink-muted mb-2 text-sm">{t('rooms.hint')}</p>
          <ol className="divide-surface-line border-surface-line divide-y rounded-2xl border bg-white">
            {photos.map((photo, index) => (
              <BatchPhotoRow
                key={photo.key}
                photo={photo}
                position={index + 1}
                rooms={rooms}
                disabled={submitting}
                onChange={(change) => update(photo.key, change)}
                onRoomType={(roomType) => changeRoomType(photo.key, roomType)}
                onMove={(target) => moveToRoom(photo.key, target)}
                onRemove={() => {
                  if (brushing === photo.key) setBrushing(null);
                  remove(photo.key);
                }}
                onBrush={() => setBrushing(photo.key)}
                brushRef={(button) => {
                  if (button) brushButtons.current.set(photo.key, button);
                  else brushButtons.current.delete(photo.key);
                }}
              />
            ))}
          </ol>
        </section>
      ) : null}
      {photos.length > 1 ? <RoomsSummary rooms={rooms} /> : null}
      {brushed?.image ? (
        <Suspense fallback={loadingPanel}>
          <BatchBrush
            key={brushed.key}
            photo={{
              position: brushedPosition,
              name: brushed.file.name,
              imageUrl: brushed.image.url,
              width: brushed.image.width,
              height: brushed.image.height,
            }}
            onDone={(maskImageId) => {
              update(brushed.key, { maskImageId });
              closeBrush(brushed.key);
            }}
            onCancel={() => closeBrush(brushed.key)}
          />
        </Suspense>
      ) : null}

      <div className="max-w-sm">
        <label htmlFor={styleId} className="label">
          {t('style.label')}
        </label>
        <select
          id={styleId}
          className="field"
          value={style}
          disabled={submitting}
          onChange={(event) => setStyle(event.target.value)}
        >
          {STYLES.map((option) => (
            <option key={option.id} value={option.id}>
              {styleName(option.id)}
            </option>
          ))}
        </select>
      </div>

      <BatchEdits value={edits} onChange={setEdits} disabled={submitting} />

      <ListingFacts included={withListing} onIncludedChange={setWithListing} disabled={submitting} />

      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {unbrushed.length > 0 ? (
        <p id={brushMessageId} className="text-sm text-amber-800">
          {t('brush.missing', {
            count: unbrushed.length,
            photos: unbrushed.map((photo) => photos.indexOf(photo) + 1).join(', '),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="btn-primary"
          disabled={submitting || waiting || ready.length === 0 || unbrushed.length > 0}
          aria-describedby={unbrushed.length > 0 ? brushMessageId : undefined}
        >
          {submitting ? t('submitting') : t('submit', { count: ready.length })}
        </button>
        {ready.length > 0 ? (
          <p className="text-ink-muted text-sm">{t('cost', { count: ready.length })}</p>
        ) : null}
      </div>
    </form>
  );
}
