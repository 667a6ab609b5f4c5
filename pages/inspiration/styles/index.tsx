import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { STYLE_GUIDES } from '@/content/styles/style-guides';
import { EnglishNote } from '@/components/inspiration/english-note';
import { GalleryCard } from '@/components/inspiration/gallery-card';
import { PaletteSwatches } from '@/components/inspiration/palette-swatches';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import { styleImage } from '@/lib/inspiration/room-ideas';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLES, type Style } from '@/lib/studio/catalog/styles';

type Card = Pick<Style, 'id' | 'palette'> & { paletteNames: readonly string[] };

/** /inspiration/styles: the 20 styles of SPEC §2 as cards. */
export default function StylesPage({ styles }: { styles: Card[] }) {
  const { t } = useTranslation('inspiration');
  const { t: common } = useTranslation('common');
  const catalog = useCatalogText();
  return (
    <>
      <PageMeta title={t('styles.title')} description={t('styles.lead')} />
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{t('styles.title')}</h1>
        <p className="text-ink-muted mt-4 max-w-3xl text-lg">{t('styles.lead')}</p>
        <EnglishNote />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {styles.map((style, i) => {
            const name = common(`styleNames.${style.id}`);
            return (
              <li key={style.id}>
                <GalleryCard
                  as="h2"
                  eager={i < 4}
                  href={`/inspiration/styles/${style.id}`}
                  image={styleImage(style.id)}
                  alt={t('imageAlt', {
                    room: t('roomNamesInline.living_room'),
                    style: common(`styleInTitle.${style.id}`),
                  })}
                  title={name}
                  sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                >
                  <p className="text-ink-muted text-sm">{catalog.styleDescription(style.id)}</p>
                  <div className="mt-auto pt-2">
                    <PaletteSwatches
                      variant="compact"
                      colours={style.palette}
                      names={style.paletteNames}
                      label={t('paletteOf', { style: name })}
                    />
                  </div>
                </GalleryCard>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: {
    styles: STYLES.map(({ id, palette }) => ({ id, palette, paletteNames: STYLE_GUIDES[id].paletteNames })),
    ...(await translationProps(locale, ['inspiration', 'catalog'])),
  },
});
