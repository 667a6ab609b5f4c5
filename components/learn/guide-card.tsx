import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { TGuideSummary } from '@/lib/guides/guide-types';

type Props = {
  guide: TGuideSummary;
  /** h2 in the `/learn` list, h3 under an article's "Related guides". */
  headingLevel: 2 | 3;
  /** Only for a card that is above the fold on first paint. */
  priority?: boolean;
};

/**
 * A guide's cover, title, lead and reading time. The title link stretches over the whole card (one tab stop, one
 * accessible name) instead of wrapping the card's content in a link. Guides are English on every locale.
 */
export function GuideCard({ guide, headingLevel, priority }: Props) {
  const { t } = useTranslation('learn');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="rounded-card border-surface-line has-focus-visible:outline-brand-600 relative flex flex-col overflow-hidden border bg-white transition-shadow hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
      <Picture
        src={guide.image}
        alt={guide.imageAlt}
        width={960}
        height={640}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading lang="en" className="text-lg font-semibold text-balance">
          <Link href={`/learn/${guide.slug}`} className="outline-none after:absolute after:inset-0">
            {guide.title}
          </Link>
        </Heading>
        <p lang="en" className="text-ink-muted mt-2 flex-1 text-sm text-pretty">
          {guide.lead}
        </p>
        <p className="text-ink-subtle mt-4 text-xs font-medium">
          {t('readingTime', { minutes: guide.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
