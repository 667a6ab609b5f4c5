import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { type Ref, useId } from 'react';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { TOOLS, type Tool, findTool } from '@/lib/studio/catalog/tools';
import type { TListingRoom } from './listing-rooms';

export type TDraftPhoto = {
  key: string;
  file: File;
  status: 'uploading' | 'ready' | 'failed';
  imageId?: string;
  /** The uploaded photo at its natural size, to brush a mask on. */
  image?: { url: string; thumbnailUrl: string; width: number; height: number };
  /** The uploaded mask for a tool that needs one (kept if the tool changes and changes back). */
  maskImageId?: string;
  roomType: string;
  /** The room of the listing it shows (a label): photos of one room are staged together. */
  room: number;
  tool: string;
  /** The room came from the file name: the person is asked to check it. */
  guessed: boolean;
};

/** Whether the photo's tool changes only what is brushed (the catalogue says which tools do). */
export const needsMask = (tool: string) => findTool(tool)?.needsMask === true;

/** The photos whose tool needs a mask that has not been brushed yet. */
export const missingMasks = (photos: TDraftPhoto[]) =>
  photos.filter((photo) => needsMask(photo.tool) && !photo.maskImageId);

type Props = {
  photo: TDraftPhoto;
  position: number;
  /** The listing's rooms, to move the photo to another (or to a new one). */
  rooms: TListingRoom[];
  disabled: boolean;
  onChange(change: Partial<TDraftPhoto>): void;
  onRoomType(roomType: string): void;
  onMove(room: number | 'new'): void;
  onRemove(): void;
  /** Opens the brush on this photo. */
  onBrush(): void;
  /** The brush button, which takes the focus back when the brush closes. */
  brushRef?: Ref<HTMLButtonElement>;
};

export function BatchPhotoRow({
  photo,
  position,
  rooms,
  disabled,
  onChange,
  onRoomType,
  onMove,
  onRemove,
  onBrush,
  brushRef,
}: Props) {
  const { t } = useTranslation('batch');
  const { roomName, toolName } = useCatalogText();
  const brushId = useId();
  const masked = needsMask(photo.tool);
  /** The catalogue's name, with the batch's hint where there is one: a masked tool is brushed, photo by photo. */
  const toolLabel = (tool: Tool) => {
    const hint = tool.needsMask ? t('toolHints.masked') : t(`toolHints.${tool.id}`, { defaultValue: '' });
    return hint ? t('photo.toolOption', { tool: toolName(tool.id), hint }) : toolName(tool.id);
  };
  const roomId = useId();
  const groupId = useId();
  const toolId = useId();
  return (
    <li className="flex flex-wrap items-center gap-4 p-3">
      <div className="bg-surface-muted flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg text-xs">
        {photo.image ? (
          // The user's own photo: private, so served as it is.
          <Image
            unoptimized
            src={photo.image.thumbnailUrl}
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
          onChange={(event) => onRoomType(event.target.value)}
        >
          {ROOM_TYPES.map((room) => (
            <option key={room.id} value={room.id}>
              {roomName(room.id)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={groupId} className="label">
          {t('rooms.label')}
        </label>
        <select
          id={groupId}
          className="field"
          value={String(photo.room)}
          disabled={disabled}
          onChange={(event) => onMove(event.target.value === 'new' ? 'new' : Number(event.target.value))}
        >
          {rooms.map((room) => (
            <option key={room.room} value={String(room.room)}>
              {t('rooms.option', { number: room.number, room: roomName(room.roomType) })}
            </option>
          ))}
          <option value="new">{t('rooms.new')}</option>
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
          {TOOLS.map((tool) => (
            <option key={tool.id} value={tool.id}>
              {toolLabel(tool)}
            </option>
          ))}
        </select>
      </div>
      {masked ? (
        <div className="flex flex-col items-start gap-1">
          <button
            ref={brushRef}
            type="button"
            className="btn-secondary"
            disabled={disabled || photo.status !== 'ready'}
            aria-describedby={brushId}
            onClick={onBrush}
          >
            {t('brush.open')}
          </button>
          <p id={brushId} className={`text-xs ${photo.maskImageId ? 'text-ink-muted' : 'text-amber-800'}`}>
            {photo.maskImageId ? t('brush.brushed') : t('brush.needed')}
          </p>
        </div>
      ) : null}
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
