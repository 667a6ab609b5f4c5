import type { GetStaticPaths, GetStaticProps } from 'next';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { BeforeAfterPair } from '@/components/site/before-after-pair';
import { CtaBand } from '@/components/site/cta-band';
import { FaqList } from '@/components/site/faq-list';
import { PageMeta } from '@/components/seo/page-meta';
import { translationProps } from '@/lib/i18n/translation-props';
import {
  USE_CASE_COPY,
  USE_CASE_PAGES,
  USE_CASE_SLUGS,
  type UseCaseSlug,
  isUseCaseSlug,
} from '@/lib/site/use-case-pages';
import { USE_CASES } from '@/lib/site/site-links';

type Props = { slug: UseCaseSlug };

const numbered = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

/** SPEC §2 /use-cases/{slug}: one audience, its problems, the tools that fit, examples, questions and a way in. */
export default function UseCasePage({ slug }: Props) {
  const { t } = useTranslation('site');
  const { t: common } = useTranslation('common');
  const page = USE_CASE_PAGES[slug];
  const copy = (key: string) => t(`useCases.${slug}.${key}`);
  const studioHref = `/studio?tool=${page.tools[0]}`;
  return (
    <>
      <PageMeta title={copy('metaTitle')} description={copy('metaDescription')} image={page.hero.src} />
      <div className="max-w-page mx-auto space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <section className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{copy('eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {copy('title')}
            </h1>
            <p className="text-ink-muted mt-5 text-lg text-pretty">{copy('lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={studioHref} className="btn-primary px-6 text-base">
                {t('shared.openStudio')}
              </Link>
              <Link href="/pricing" className="btn-secondary px-6 text-base">
                {t('shared.seePricing')}
              </Link>
            </div>
            <p className="text-ink-subtle mt-4 text-sm">{t('shared.freePlan')}</p>
          </div>
          <figure>
            <Picture
              src={page.hero.src}
              alt={t(`images.${page.hero.alt}`)}
              width={page.hero.width}
              height={page.hero.height}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              className="rounded-card h-auto w-full shadow-sm"
            />
            <figcaption className="text-ink-subtle mt-2 text-xs">{t('shared.illustration')}</figcaption>
          </figure>
        </section>

        <section aria-labelledby="problems-title">
          <h2 id="problems-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('useCases.problemsTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {numbered(USE_CASE_COPY.problems).map((n) => (
              <li key={n} className="rounded-card bg-surface-muted p-5">
                <h3 className="font-semibold">{copy(`problems.${n}.title`)}</h3>
                <p className="text-ink-muted mt-2 text-sm text-pretty">{copy(`problems.${n}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="solutions-title">
          <h2 id="solutions-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('useCases.solutionsTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {page.tools.map((tool) => (
              <li key={tool} className="rounded-card border-surface-line flex flex-col border bg-white p-5">
                <h3 className="font-semibold">{t(`toolNames.${tool}`)}</h3>
                <p className="text-ink-muted mt-2 flex-1 text-sm text-pretty">{copy(`solutions.${tool}`)}</p>
                <Link href={`/studio?tool=${tool}`} className="link mt-4 self-start text-sm">
                  {t('shared.tryTool', { tool: t(`toolNames.${tool}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('useCases.howTitle')}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {numbered(USE_CASE_COPY.steps).map((n) => (
              <li key={n} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="bg-brand-600 flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white"
                >
                  {n}
                </span>
                <div>
                  <h3 className="font-semibold">{copy(`steps.${n}.title`)}</h3>
                  <p className="text-ink-muted mt-1 text-sm text-pretty">{copy(`steps.${n}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="examples-title">
          <h2 id="examples-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('useCases.examplesTitle')}
          </h2>
          <p className="text-ink-muted mt-2">{t('shared.illustrationNote')}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {page.examples.map((example, i) => (
              <BeforeAfterPair
                key={example.after.src}
                before={example.before}
                after={example.after}
                caption={copy(`examples.${i + 1}`)}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('useCases.faqTitle')}
          </h2>
          <div className="mt-6">
            <FaqList
              items={numbered(USE_CASE_COPY.faq).map((n) => ({
                question: copy(`faq.${n}.q`),
                answer: copy(`faq.${n}.a`),
              }))}
            />
          </div>
        </section>

        <CtaBand
          id="cta-title"
          title={copy('ctaTitle')}
          text={copy('ctaText')}
          primary={{ href: studioHref, label: t('shared.openStudio') }}
          secondary={{ href: '/pricing', label: t('shared.seePricing') }}
          note={t('shared.freePlan')}
        />

        <nav aria-labelledby="more-title">
          <h2 id="more-title" className="text-xl font-semibold">
            {t('useCases.moreTitle')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {USE_CASES.filter((item) => item.href !== `/use-cases/${slug}`).map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="rounded-card border-surface-line hover:bg-surface-muted block h-full border bg-white p-4"
                >
                  <span className="font-semibold">{common(item.key)}</span>
                  <span className="text-ink-muted mt-1 block text-sm">{common(`${item.key}Text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => USE_CASE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const slug = String(params?.slug ?? '');
  if (!isUseCaseSlug(slug)) return { notFound: true };
  return { props: { slug, ...(await translationProps(locale, ['site'])) } };
};
