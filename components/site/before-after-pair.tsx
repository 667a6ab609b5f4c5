import { Picture } from '@/components/ui/picture';
import { useTranslation } from 'next-i18next/pages';
import type { Illustration } from '@/lib/site/illustration';

type Props = { before: Illustration; after: Illustration; caption: string };

/** Two drawn illustrations side by side (stacked on phones), labelled before and after and captioned as drawings. */
export function BeforeAfterPair({ before, after, caption }: Props) {
  const { t } = useTranslation('site');
  return (
    <figure className="rounded-card border-surface-line overflow-hidden border bg-white">
      <div className="bg-surface-line grid grid-cols-1 gap-px sm:grid-cols-2">
        {(
          [
            ['before', before],
            ['after', after],
          ] as const
        ).map(([label, image]) => (
          <div key={label} className="relative bg-white">
            <Picture
              src={image.src}
              alt={t(`images.${image.alt}`)}
              width={image.width}
              height={image.height}
              sizes="(min-width: 640px) 40vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <span className="bg-ink/80 absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white">
              {t(`shared.${label}`)}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="text-ink-muted px-4 py-3 text-sm">
        <span className="text-ink font-semibold">{t('shared.illustration')}:</span> {caption}
      </figcaption>
    </figure>
  );
}
