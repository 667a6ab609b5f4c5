import type { GetStaticPaths, GetStaticProps } from 'next';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { STYLE_GUIDES, type StyleGuide } from '@/content/styles/style-guides';
import { Breadcrumb } from '@/components/inspiration/breadcrumb';
import { BulletList } from '@/components/inspiration/bullet-list';
import { EnglishNote } from '@/components/inspiration/english-note';
import { GalleryCard } from '@/components/inspiration/gallery-card';
import { PageSection } from '@/components/inspiration/page-section';
import { PaletteSwatches } from '@/components/inspiration/palette-swatches';
import { StudioCta } from '@/components/inspiration/studio-cta';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import {
  IDEA_ROOMS,
  ILLUSTRATION_SIZE,
  roomIdeaSlug,
  roomImage,
  studioLink,
  styleImage,
} from '@/lib/inspiration/room-ideas';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLES, type Style, findStyle } from '@/lib/studio/catalog/styles';

type Props = { style: Pick<Style, 'id' | 'palette'>; guide: StyleGuide };

/** /inspiration/styles/{style}: what defines a style, its palette, materials, furniture, do and don't, rooms. */
export default function StylePage({ style, guide }: Props) {
  const { t } = useTranslation('inspiration');
  const { t: common } = useTranslation('common');
  const catalog = useCatalogText();
  const name = common(`styleNames.${style.id}`);
  // Inside a title or a picture's description the style reads as the language inflects it there.
  const inTitle = common(`styleInTitle.${style.id}`);
  return (
    <>
      <PageMeta
        title={t('style.metaTitle', { style: name })}
        description={t('style.metaDescription', { style: name })}
        image={styleImage(style.id)}
      />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6">
        <Breadcrumb parent={{ href: '/inspiration/styles', label: t('styles.title') }} current={name} />
        <div className="mt-6 grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{name}</h1>
            <p className="text-ink-muted mt-4 text-lg">{catalog.styleDescription(style.id)}</p>
            <EnglishNote />
            <div className="mt-6">
              <Link href={studioLink(style.id)} className="btn-primary px-6 text-center text-base">
                {t('style.try')}
              </Link>
            </div>
          </div>
          <Picture
            src={styleImage(style.id)}
            alt={t('imageAlt', { room: t('roomNamesInline.living_room'), style: inTitle })}
            width={ILLUSTRATION_SIZE.width}
            height={ILLUSTRATION_SIZE.height}
            sizes="(min-width: 1024px) 40rem, 100vw"
            priority
            className="rounded-card aspect-[3/2] w-full object-cover"
          />
        </div>

        <PageSection id="defines" title={t('style.defines')}>
          <p lang="en" className="max-w-3xl text-lg leading-relaxed">
            {guide.defines}
          </p>
        </PageSection>

        <PageSection id="palette" title={t('style.palette')}>
          <PaletteSwatches
            variant="full"
            colours={style.palette}
            names={guide.paletteNames}
            label={t('paletteOf', { style: name })}
          />
        </PageSection>

        <div className="grid gap-x-12 md:grid-cols-2">
          <PageSection id="materials" title={t('style.materials')}>
            <BulletList items={guide.materials} />
          </PageSection>
          <PageSection id="furniture" title={t('style.furniture')}>
            <BulletList items={guide.furniture} />
          </PageSection>
        </div>

        <PageSection id="dos-and-donts" title={t('style.dosAndDonts')}>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="rounded-card border-surface-line border bg-white p-5">
              <h3 className="text-brand-700 text-lg font-semibold">{t('style.dos')}</h3>
              <div className="mt-3">
                <BulletList items={guide.dos} sign="✓" />
              </div>
            </div>
            <div className="rounded-card border-surface-line border bg-white p-5">
              <h3 className="text-danger-600 text-lg font-semibold">{t('style.donts')}</h3>
              <div className="mt-3">
                <BulletList items={guide.donts} sign="✕" signClassName="text-danger-600" />
              </div>
            </div>
          </div>
        </PageSection>

        <PageSection id="examples" title={t('style.examples', { style: name })}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {IDEA_ROOMS.map((room) => (
              <li key={room}>
                <GalleryCard
                  href={`/inspiration/rooms/${roomIdeaSlug(room, style.id)}`}
                  image={roomImage(room, style.id)}
                  alt={t('imageAlt', { room: t(`roomNamesInline.${room}`), style: inTitle })}
                  title={t('rooms.ideaTitle', { style: inTitle, room: t(`roomNamesInline.${room}`) })}
                  sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </PageSection>

        <StudioCta
          id="try-style"
          title={t('style.ctaTitle', { style: name })}
          lead={t('style.tryLead', { style: name })}
          href={studioLink(style.id)}
          action={t('style.try')}
        />

        <PageSection id="related" title={t('style.related')}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guide.pairsWith.map((id) => {
              const related = common(`styleNames.${id}`);
              return (
                <li key={id}>
                  <GalleryCard
                    href={`/inspiration/styles/${id}`}
                    image={styleImage(id)}
                    alt={t('imageAlt', {
                      room: t('roomNamesInline.living_room'),
                      style: common(`styleInTitle.${id}`),
                    })}
                    title={related}
                    sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
                  />
                </li>
              );
            })}
          </ul>
        </PageSection>
      </div>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => STYLES.map((style) => ({ params: { style: style.id }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const style = findStyle(String(params?.style));
  if (!style) return { notFound: true };
  return {
    props: {
      style: { id: style.id, palette: style.palette },
      guide: STYLE_GUIDES[style.id],
      ...(await translationProps(locale, ['inspiration', 'catalog'])),
    },
  };
};
