import { useTranslation } from 'next-i18next/pages';
import { memo, useId, useRef } from 'react';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useValueChosenEarly } from '@/hooks/use-value-chosen-early';
import { ROOM_TRAITS } from '@/lib/studio/catalog/room-traits';

type Props = { value: string; onChange(room: string): void; disabled?: boolean };

/** The room type; memo keeps its twenty options still while the rest of the studio changes. */
export const RoomSelect = memo(function RoomSelect({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('studio');
  const catalog = useCatalogText();
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  useValueChosenEarly(() => ref.current?.value, value, onChange);
  return (
    <div>
      <label htmlFor={id} className="label">
        {t('room.label')}
      </label>
      <select
        ref={ref}
        id={id}
        className="field"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <optgroup label={t('room.inside')}>
          {ROOM_TRAITS.filter((room) => !room.exterior).map((room) => (
            <option key={room.id} value={room.id}>
              {catalog.roomName(room.id)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('room.outside')}>
          {ROOM_TRAITS.filter((room) => room.exterior).map((room) => (
            <option key={room.id} value={room.id}>
              {catalog.roomName(room.id)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
});
