import type { GetStaticPaths, GetStaticProps } from 'next';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { GuideBody } from '@/components/learn/guide-body';
import { GuideCard } from '@/components/learn/guide-card';
import { GuideCta } from '@/components/learn/guide-cta';
import { GuideToc } from '@/components/learn/guide-toc';
import { StaticIsland } from '@/components/site/static-island';
import { localeUrl, PageMeta } from '@/components/seo/page-meta';
import { articleJsonLd } from '@/lib/guides/article-json-ld';
import type { TGuide } from '@/lib/guides/guide-types';
import { getGuide } from '@/lib/guides/load-guides';
import { translationProps } from '@/lib/i18n/translation-props';
import { GUIDE_SLUGS } from '@/lib/site/site-links';

type Props = { guide: TGuide };

/** SPEC §2 /learn/{slug}: one guide, with its table of contents, related guides and Article structured data. */
export default function GuidePage({ guide }: Props) {
  const { t } = useTranslation('learn');
  const { t: common } = useTranslation('common');
  const { locale = 'en' } = useRouter();
  const path = `/learn/${guide.slug}`;
  return (
    <>
      <PageMeta title={guide.title} description={guide.lead} image={guide.image} type="article" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: articleJsonLd(guide, localeUrl(path, locale)) }}
      />
      {/* Nothing on a guide changes once shown: the server's HTML is kept as it is, with nothing to hydrate. */}
      <StaticIsland className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label={t('article.breadcrumb')} className="text-sm">
          <ol className="text-ink-muted flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link href="/learn" className="link">
                {common('footer.learnCenter')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li lang="en" aria-current="page" className="text-ink max-w-full truncate">
              {guide.title}
            </li>
          </ol>
        </nav>

        <article className="mt-6">
          <header className="max-w-3xl">
            <h1 lang="en" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              {guide.title}
            </h1>
            <p lang="en" className="text-ink-muted mt-4 text-lg text-pretty sm:text-xl">
              {guide.lead}
            </p>
            <p className="text-ink-subtle mt-4 text-sm font-medium">
              {t('readingTime', { minutes: guide.readingMinutes })}
              {locale !== 'en' ? <span> · {t('article.englishOnly')}</span> : null}
            </p>
          </header>
          <Picture
            src={guide.image}
            alt={guide.imageAlt}
            width={960}
            height={640}
            sizes="(min-width: 1024px) 64rem, 100vw"
            priority
            className="rounded-card mt-8 aspect-[3/2] w-full object-cover"
          />
          <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
            <aside className="lg:col-start-2 lg:row-start-1">
              <div className="lg:sticky lg:top-24">
                <GuideToc toc={guide.toc} />
              </div>
            </aside>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <GuideBody html={guide.html} />
            </div>
          </div>
        </article>

        <div className="mt-14">
          <GuideCta tool={guide.tool} />
        </div>

        <section aria-labelledby="related-guides-title" className="mt-14">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="related-guides-title" className="text-2xl font-bold tracking-tight">
              {t('article.related')}
            </h2>
            <Link href="/learn" className="link text-sm">
              {t('article.allGuides')}
            </Link>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guide.related.map((related) => (
              <li key={related.slug} className="flex">
                <GuideCard guide={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      </StaticIsland>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => GUIDE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, locale }) => {
  const guide = getGuide(params?.slug ?? '');
  if (!guide) return { notFound: true };
  return { props: { guide, ...(await translationProps(locale, ['learn'])) } };
};
