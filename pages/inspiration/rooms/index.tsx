import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { EnglishNote } from '@/components/inspiration/english-note';
import { GalleryCard } from '@/components/inspiration/gallery-card';
import { PageSection } from '@/components/inspiration/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import {
  IDEA_ROOMS,
  IDEA_STYLES,
  type IdeaRoomId,
  roomIdeaSlug,
  roomImage,
} from '@/lib/inspiration/room-ideas';
import { INSPIRATION_ROOMS, INSPIRATION_STYLES } from '@/lib/site/site-links';
import type { StyleId } from '@/lib/studio/catalog/styles';

const THUMB_SIZES = '(min-width: 1280px) 15rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** /inspiration/rooms: every room × style, SPEC §2's highlighted combinations first. */
export default function RoomsPage() {
  const { t } = useTranslation('inspiration');
  const { t: common } = useTranslation('common');
  const card = (room: IdeaRoomId, style: StyleId, title: string, eager = false) => (
    <li key={`${room}-${style}`}>
      <GalleryCard
        href={`/inspiration/rooms/${roomIdeaSlug(room, style)}`}
        image={roomImage(room, style)}
        alt={t('imageAlt', { room: t(`roomNamesInline.${room}`), style: common(`styleInTitle.${style}`) })}
        title={title}
        sizes={THUMB_SIZES}
        eager={eager}
      />
    </li>
  );
  const ideaTitle = (room: IdeaRoomId, style: StyleId) =>
    t('rooms.ideaTitle', { style: common(`styleInTitle.${style}`), room: t(`roomNamesInline.${room}`) });
  return (
    <>
      <PageMeta
        title={t('rooms.title')}
        description={t('rooms.lead')}
        image={roomImage('living_room', 'italian')}
      />
      <div className="max-w-page mx-auto px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{t('rooms.title')}</h1>
        <p className="text-ink-muted mt-4 max-w-3xl text-lg">{t('rooms.lead')}</p>
        <EnglishNote />
        <PageSection id="popular" title={t('rooms.popular')}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {INSPIRATION_ROOMS.flatMap((room, r) =>
              INSPIRATION_STYLES.map((style, s) =>
                card(room, style, ideaTitle(room, style), r === 0 && s < 5),
              ),
            )}
          </ul>
        </PageSection>
        {IDEA_ROOMS.map((room) => (
          <PageSection key={room} id={`room-${room}`} title={t(`roomNames.${room}`)}>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {IDEA_STYLES.map((style) => card(room, style, common(`styleNames.${style}`)))}
            </ul>
          </PageSection>
        ))}
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['inspiration']),
});
