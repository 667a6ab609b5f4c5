import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLE_SLUGS } from '@/lib/site/site-links';

// The slugs alone, from the list the shell already ships: the studio's style catalogue (palettes, English texts) would
// add 2.6 kB to the home page for names its translations already hold.
const SHOWN: readonly string[] = [
  'scandinavian',
  'japandi',
  'industrial',
  'bohemian',
  'midcentury_modern',
  'coastal',
  'art_deco',
  'farmhouse',
];

export function StyleStrip() {
  const { t } = useTranslation('home');
  const catalog = useCatalogText();
  return (
    <section aria-labelledby="styles-heading" className="max-w-page mx-auto px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="styles-heading" className="text-3xl font-bold tracking-tight">
            {t('styles.title')}
          </h2>
          <p className="text-ink-muted mt-2 max-w-2xl">{t('styles.lead')}</p>
        </div>
        <Link href="/inspiration/styles" className="link">
          {t('styles.all')}
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {STYLE_SLUGS.filter((style) => SHOWN.includes(style)).map((style) => (
          <li key={style}>
            <Link href={`/inspiration/styles/${style}`} className="group block">
              <Picture
                src={`/illustrations/styles/${style}.webp`}
                alt=""
                width={480}
                height={320}
                sizes="(min-width: 640px) 25vw, 50vw"
                className="aspect-[3/2] w-full rounded-xl object-cover"
              />
              <span className="group-hover:text-brand-700 mt-2 block font-medium">
                {catalog.styleName(style)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
