import type { GetStaticPaths, GetStaticProps } from 'next';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { STYLE_GUIDES } from '@/content/styles/style-guides';
import { Breadcrumb } from '@/components/inspiration/breadcrumb';
import { EnglishNote } from '@/components/inspiration/english-note';
import { GalleryCard } from '@/components/inspiration/gallery-card';
import { PageSection } from '@/components/inspiration/page-section';
import { PaletteSwatches } from '@/components/inspiration/palette-swatches';
import { StudioCta } from '@/components/inspiration/studio-cta';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import { type RoomIdea, roomIdeas } from '@/lib/inspiration/room-idea-list';
import {
  IDEA_ROOMS,
  IDEA_STYLES,
  ILLUSTRATION_SIZE,
  type IdeaRoomId,
  parseRoomIdeaSlug,
  roomIdeaSlug,
  roomIdeaSlugs,
  roomImage,
  studioLink,
} from '@/lib/inspiration/room-ideas';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { type Style, findStyle } from '@/lib/studio/catalog/styles';

type Props = {
  room: IdeaRoomId;
  style: Pick<Style, 'id' | 'palette'>;
  paletteNames: readonly string[];
  ideas: RoomIdea[];
};

const THUMB_SIZES = '(min-width: 1280px) 15rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** /inspiration/rooms/{room}-ideas-{style}: concrete ideas for one room in one style, and the way into the studio. */
export default function RoomIdeaPage({ room, style, paletteNames, ideas }: Props) {
  const { t } = useTranslation('inspiration');
  const { t: common } = useTranslation('common');
  const catalog = useCatalogText();
  const styleName = common(`styleNames.${style.id}`);
  // Inside a title or a picture's description the style reads as the language inflects it there.
  const styleInTitle = common(`styleInTitle.${style.id}`);
  const roomName = t(`roomNamesInline.${room}`);
  const title = t('rooms.ideaTitle', { style: styleInTitle, room: roomName });
  return (
    <>
      <PageMeta
        title={title}
        description={t('rooms.metaDescription', { style: styleName, room: roomName })}
        image={roomImage(room, style.id)}
      />
      <div className="max-w-page mx-auto px-4 py-10 sm:px-6">
        <Breadcrumb parent={{ href: '/inspiration/rooms', label: t('rooms.title') }} current={title} />
        <div className="mt-6 grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
            <p className="text-ink-muted mt-4 text-lg">{catalog.styleDescription(style.id)}</p>
            <EnglishNote />
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href={studioLink(style.id, room)} className="btn-primary px-6 text-center text-base">
                {t('rooms.try', { room: roomName })}
              </Link>
              <Link
                href={`/inspiration/styles/${style.id}`}
                className="btn-secondary px-6 text-center text-base"
              >
                {t('rooms.styleGuide', { style: styleName })}
              </Link>
            </div>
          </div>
          <Picture
            src={roomImage(room, style.id)}
            alt={t('imageAlt', { room: roomName, style: styleInTitle })}
            width={ILLUSTRATION_SIZE.width}
            height={ILLUSTRATION_SIZE.height}
            sizes="(min-width: 1024px) 40rem, 100vw"
            priority
            className="rounded-card aspect-[3/2] w-full object-cover"
          />
        </div>

        <PageSection id="ideas" title={t('rooms.ideas')}>
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {ideas.map((idea, i) => (
              <li key={idea.kind} className="rounded-card border-surface-line border bg-white p-5">
                <h3
                  className={`font-semibold ${idea.kind === 'avoid' ? 'text-danger-600' : 'text-brand-700'}`}
                >
                  <span aria-hidden="true" className="text-ink-subtle mr-2 tabular-nums">
                    {i + 1}.
                  </span>
                  {t(`rooms.kinds.${idea.kind}`)}
                </h3>
                <p lang="en" className="mt-2">
                  {idea.text}
                </p>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection id="palette" title={t('rooms.palette')}>
          <PaletteSwatches
            variant="full"
            colours={style.palette}
            names={paletteNames}
            label={t('paletteOf', { style: styleName })}
          />
        </PageSection>

        <StudioCta
          id="try-room"
          title={t('rooms.try', { room: roomName })}
          lead={t('rooms.tryLead', { style: styleName })}
          href={studioLink(style.id, room)}
          action={t('style.try')}
        />

        <PageSection id="other-rooms" title={t('rooms.otherRooms', { style: styleName })}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {IDEA_ROOMS.filter((other) => other !== room).map((other) => (
              <li key={other}>
                <GalleryCard
                  href={`/inspiration/rooms/${roomIdeaSlug(other, style.id)}`}
                  image={roomImage(other, style.id)}
                  alt={t('imageAlt', { room: t(`roomNamesInline.${other}`), style: styleInTitle })}
                  title={t(`roomNames.${other}`)}
                  sizes={THUMB_SIZES}
                />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link href={`/inspiration/styles/${style.id}`} className="link">
              {t('rooms.styleGuide', { style: styleName })}
            </Link>
          </p>
        </PageSection>

        <PageSection id="other-styles" title={t('rooms.otherStyles', { room: roomName })}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {IDEA_STYLES.filter((other) => other !== style.id).map((other) => {
              const otherName = common(`styleNames.${other}`);
              return (
                <li key={other}>
                  <GalleryCard
                    href={`/inspiration/rooms/${roomIdeaSlug(room, other)}`}
                    image={roomImage(room, other)}
                    alt={t('imageAlt', { room: roomName, style: common(`styleInTitle.${other}`) })}
                    title={otherName}
                    sizes={THUMB_SIZES}
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
  paths: locales.flatMap((locale) => roomIdeaSlugs().map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const parsed = parseRoomIdeaSlug(String(params?.slug));
  const style = parsed && findStyle(parsed.style);
  if (!parsed || !style) return { notFound: true };
  return {
    props: {
      room: parsed.room,
      style: { id: style.id, palette: style.palette },
      paletteNames: STYLE_GUIDES[style.id].paletteNames,
      ideas: roomIdeas(parsed.room, style.id),
      ...(await translationProps(locale, ['inspiration', 'catalog'])),
    },
  };
};
