import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useErrorMessage } from '@/hooks/use-error-message';
import { type FormEvent, Suspense, lazy, useId, useRef, useState } from 'react';
import { MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';
import { STYLES } from '@/lib/studio/catalog/styles';
import { isAcceptedImage } from '../studio/check-image-file';
import { studioApi } from '../studio/studio-api';
import { createBatch } from './batch-api';
import { BatchPhotoRow, type TDraftPhoto, missingMasks, needsMask } from './batch-photo-row';
import { ListingFacts, type TListingDraft, toListingInput } from './listing-facts';
import { PhotoDrop } from './photo-drop';
import { defaultTool, guessRoom } from './guess-room';
import { listingRooms, newRoom, roomOfType } from './listing-rooms';

/** Photos uploaded at once while the person sorts out rooms and tools. */
const PARALLEL_UPLOADS = 2;

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
  const { t, i18n } = useTranslation('batch');
  const { roomName, styleName } = useCatalogText();
  const { errorMessage } = useErrorMessage();
  const router = useRouter();
  const styleId = useId();
  const [photos, setPhotos] = useState<TDraftPhoto[]>([]);
  const [style, setStyle] = useState('modern');
  const [listing, setListing] = useState<TListingDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The photo being brushed (its key), if any. */
  const [brushing, setBrushing] = useState<string | null>(null);
  const brushMessageId = useId();
  const roomsId = useId();
  const brushButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Closes the brush and gives the keyboard back to the photo's brush button. */
  const closeBrush = (key: string) => {
    setBrushing(null);
    requestAnimationFrame(() => brushButtons.current.get(key)?.focus());
  };

  const update = (key: string, change: Partial<TDraftPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  /** A photo given another room type joins the first room of that type (else one of its own). */
  const changeRoomType = (key: string, roomType: string) =>
    setPhotos((current) => {
      const room = roomOfType(
        current.filter((photo) => photo.key !== key),
        roomType,
      );
      return current.map((photo) =>
        photo.key === key ? { ...photo, roomType, room, guessed: false } : photo,
      );
    });
  /** A photo moved to a room takes that room's type: one room is staged with one furniture set. */
  const moveToRoom = (key: string, target: number | 'new') =>
    setPhotos((current) => {
      const joined = current.find((photo) => photo.key !== key && photo.room === target);
      const room = target === 'new' ? newRoom(current) : target;
      return current.map((photo) =>
        photo.key === key
          ? { ...photo, room, ...(joined ? { roomType: joined.roomType, guessed: false } : {}) }
          : photo,
      );
    });

  async function upload(queue: TDraftPhoto[]) {
    const next = async (): Promise<void> => {
      const photo = queue.shift();
      if (!photo) return;
      try {
        const image = await studioApi('account').upload(photo.file, 'photo');
        update(photo.key, { status: 'ready', imageId: image.id, image });
      } catch {
        update(photo.key, { status: 'failed' });
      }
      return next();
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
  }

  function add(files: File[]) {
    setError(null);
    const images = files.filter(isAcceptedImage);
    const refused = files.find((file) => !isAcceptedImage(file));
    const room = MAX_BATCH_PHOTOS - photos.length;
    setNotice(
      images.length > room
        ? t('drop.tooMany', { max: MAX_BATCH_PHOTOS })
        : refused
          ? t('drop.notImage', { name: refused.name })
          : null,
    );
    const added: TDraftPhoto[] = [];
    for (const [index, file] of images.slice(0, Math.max(0, room)).entries()) {
      const guessed = guessRoom(file.name);
      const roomType = guessed ?? 'living_room';
      added.push({
        key: `${Date.now()}-${photos.length + index}-${file.name}`,
        file,
        status: 'uploading',
        roomType,
        // Grouped by the guessed room: the person splits a room type shared by two rooms.
        room: roomOfType([...photos, ...added], roomType),
        tool: defaultTool(roomType),
        guessed: guessed !== null,
      });
    }
    setPhotos((current) => [...current, ...added]);
    void upload([...added]);
  }

  const ready = photos.filter((photo) => photo.status === 'ready');
  const waiting = photos.some((photo) => photo.status === 'uploading');
  const unbrushed = missingMasks(ready);
  const brushed = photos.find((photo) => photo.key === brushing);
  const brushedPosition = brushed ? photos.indexOf(brushed) + 1 : 0;
  const rooms = listingRooms(photos);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (unbrushed.length > 0) return;
    setSubmitting(true);
    setError(null);
    // Rooms are sent numbered from 1 as the person sees them, whatever labels moving photos around left.
    const numbers = new Map(listingRooms(ready).map((room) => [room.room, room.number]));
    try {
      const batch = await createBatch({
        style,
        photos: ready.map((photo) => ({
          imageId: photo.imageId!,
          tool: photo.tool,
          roomType: photo.roomType,
          roomGroup: numbers.get(photo.room)!,
          // A mask brushed for a tool the photo no longer uses is not sent.
          ...(needsMask(photo.tool) && photo.maskImageId ? { maskImageId: photo.maskImageId } : {}),
        })),
        listing: listing ? toListingInput(listing, i18n.language) : undefined,
      });
      await router.push({ pathname: '/studio/batch', query: { id: batch.id } });
    } catch (refusal) {
      setError(errorMessage(refusal));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6">
      <PhotoDrop onFiles={add} disabled={submitting || photos.length >= MAX_BATCH_PHOTOS} />
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
                  setPhotos((current) => current.filter((p) => p.key !== photo.key));
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
      {photos.length > 1 ? (
        <section aria-labelledby={roomsId}>
          <h2 id={roomsId} className="text-sm font-semibold">
            {t('rooms.title')}
          </h2>
          <ul className="text-ink-muted text-sm">
            {rooms.map((room) => (
              <li key={room.room}>
                {t('rooms.item', {
                  number: room.number,
                  room: roomName(room.roomType),
                  count: room.positions.length,
                  photos: room.positions.join(', '),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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

      <ListingFacts value={listing} onChange={setListing} disabled={submitting} />

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
