import Image from 'next/image';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useId } from 'react';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { TOOLS } from '@/lib/studio/catalog/tools';

export type TDraftPhoto = {
  key: string;
  file: File;
  status: 'uploading' | 'ready' | 'failed';
  imageId?: string;
  thumbnailUrl?: string;
  roomType: string;
  tool: string;
  /** The room came from the file name: the person is asked to check it. */
  guessed: boolean;
};

/** Tools that work on a whole photo: a batch has no brush, so the masked tools are not offered. */
const BATCH_TOOLS = TOOLS.filter((tool) => !tool.needsMask);

type Props = {
  photo: TDraftPhoto;
  position: number;
  disabled: boolean;
  onChange(change: Partial<TDraftPhoto>): void;
  onRemove(): void;
};

export function BatchPhotoRow({ photo, position, disabled, onChange, onRemove }: Props) {
  const { t } = useTranslation('batch');
  const { roomName } = useCatalogText();
  const roomId = useId();
  const toolId = useId();
  return (
    <li className="flex flex-wrap items-center gap-4 p-3">
      <div className="bg-surface-muted flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg text-xs">
        {photo.thumbnailUrl ? (
          // The user's own photo: private, so served as it is.
          <Image
            unoptimized
            src={photo.thumbnailUrl}
            alt={t('photo.thumb', { position, name: photo.file.name })}
            width={96}
            height={64}
            className="h-16 w-24 object-cover"
          />
        ) : (
          <span className={photo.status === 'failed' ? 'text-red-700' : 'text-ink-muted'}>
            {photo.status === 'failed' ? t('photo.failed') : t('photo.uploading')}
          </span>
        )}
      </div>
      <div className="min-w-40 flex-1">
        <p className="truncate text-sm font-medium">
          {position}. {photo.file.name}
        </p>
        {photo.guessed ? <p className="text-ink-muted text-xs">{t('photo.guessed')}</p> : null}
      </div>
      <div>
        <label htmlFor={roomId} className="label">
          {t('photo.room')}
        </label>
        <select
          id={roomId}
          className="field"
          value={photo.roomType}
          disabled={disabled}
          onChange={(event) => onChange({ roomType: event.target.value, guessed: false })}
        >
          {ROOM_TYPES.map((room) => (
            <option key={room.id} value={room.id}>
              {roomName(room.id)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={toolId} className="label">
          {t('photo.tool')}
        </label>
        <select
          id={toolId}
          className="field"
          value={photo.tool}
          disabled={disabled}
          onChange={(event) => onChange({ tool: event.target.value })}
        >
          {BATCH_TOOLS.map((tool) => (
            <option key={tool.id} value={tool.id}>
              {t(`tools.${tool.id}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-ghost"
        disabled={disabled}
        onClick={onRemove}
        aria-label={t('photo.remove', { name: photo.file.name })}
      >
        ×
      </button>
    </li>
  );
}
