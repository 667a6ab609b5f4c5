import { Picture } from '@/components/ui/picture';
import { useTranslation } from 'next-i18next/pages';

const PAIRS = [
  { before: 'samples/dated-kitchen', after: 'rooms/kitchen-scandinavian', key: 'kitchen' },
  { before: 'samples/empty-living-room', after: 'rooms/living_room-italian', key: 'staging' },
  { before: 'samples/plain-bedroom', after: 'rooms/bedroom-bohemian', key: 'bedroom' },
] as const;

/** Three before/after pairs, side by side: plain pictures, so the page pays for no slider script. */
export function BeforeAfterShowcase() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="showcase-heading" className="max-w-page mx-auto px-4 py-16 sm:px-6">
      <h2 id="showcase-heading" className="text-3xl font-bold tracking-tight">
        {t('showcase.title')}
      </h2>
      <p className="text-ink-muted mt-2 max-w-2xl">{t('showcase.lead')}</p>
      <ul className="mt-8 grid gap-8 lg:grid-cols-3">
        {PAIRS.map((pair) => (
          <li key={pair.key} className="space-y-3">
            <div className="grid grid-cols-2 gap-2">
              {(['before', 'after'] as const).map((side) => (
                <figure key={side} className="relative overflow-hidden rounded-xl">
                  <Picture
                    src={`/illustrations/${pair[side]}.webp`}
                    alt={t(`showcase.pairs.${pair.key}.${side}`)}
                    width={480}
                    height={320}
                    sizes="(min-width: 1024px) 200px, 50vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <figcaption className="absolute top-2 left-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                    {t(`showcase.${side}`)}
                  </figcaption>
                </figure>
              ))}
            </div>
            <p className="font-medium">{t(`showcase.pairs.${pair.key}.caption`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-ink-subtle mt-4 text-xs">{t('showcase.note')}</p>
    </section>
  );
}
