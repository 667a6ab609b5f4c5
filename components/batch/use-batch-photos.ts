import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';
import { isAcceptedImage } from '../studio/check-image-file';
import { studioApi } from '../studio/studio-api';
import type { TDraftPhoto } from './batch-photo-row';
import { defaultTool, guessRoom } from './guess-room';
import { newRoom, roomOfType } from './listing-rooms';

/** Photos uploaded at once while the person sorts out rooms and tools. */
const PARALLEL_UPLOADS = 2;

/**
 * The listing kit's photos: each uploaded as soon as it is added, with a room guessed from its file name (for the
 * person to confirm) and that room's tool; `notice` says what of the last drop was left out, and why.
 */
export function useBatchPhotos() {
  const { t } = useTranslation('batch');
  const [photos, setPhotos] = useState<TDraftPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

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
  const remove = (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key));

  return { photos, notice, add, update, changeRoomType, moveToRoom, remove };
}
