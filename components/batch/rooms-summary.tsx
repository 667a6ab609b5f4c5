import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { useId } from 'react';
import type { TListingRoom } from './listing-rooms';

/** The listing's rooms as the photos are grouped: each room with its type and the photos in it. */
export function RoomsSummary({ rooms }: { rooms: TListingRoom[] }) {
  const { t } = useTranslation('batch');
  const { roomName } = useCatalogText();
  const roomsId = useId();
  return (
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
  );
}
