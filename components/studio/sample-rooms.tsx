import { Picture } from '@/components/ui/picture';
import { useTranslation } from 'next-i18next/pages';

/** The studio's sample rooms (generated illustrations under public/illustrations/samples). */
export const SAMPLE_ROOMS = [
  { file: 'empty-living-room', room: 'living_room' },
  { file: 'dated-kitchen', room: 'kitchen' },
  { file: 'plain-bedroom', room: 'bedroom' },
  { file: 'house-exterior', room: 'exterior' },
] as const;

export type SampleRoom = (typeof SAMPLE_ROOMS)[number];

export const sampleUrl = (sample: SampleRoom) => `/illustrations/samples/${sample.file}.webp`;

/** "Try with a sample room": a photo to start from for someone who has none at hand. */
export function SampleRooms({ onPick, disabled }: { onPick(sample: SampleRoom): void; disabled?: boolean }) {
  const { t } = useTranslation('studio');
  return (
    <div>
      <p className="text-ink-muted mb-2 text-sm font-medium">{t('samples.title')}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SAMPLE_ROOMS.map((sample) => (
          <li key={sample.file}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(sample)}
              className="border-surface-line block w-full overflow-hidden rounded-lg border bg-white"
              aria-label={t('samples.pick', { name: t(`samples.names.${sample.file}`) })}
            >
              <Picture
                src={sampleUrl(sample)}
                alt=""
                width={240}
                height={160}
                sizes="(min-width: 640px) 25vw, 50vw"
                // The first screen's pictures (on a phone the largest thing on it): fetched at once and first.
                priority
                className="aspect-[3/2] w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
