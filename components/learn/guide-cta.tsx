import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { ToolId } from '@/lib/studio/catalog/tools';

/** After the article: the tool it talks about in the studio (sign-in first), or the free trial on the home page. */
export function GuideCta({ tool }: { tool: ToolId }) {
  const { t } = useTranslation('learn');
  return (
    <section
      aria-labelledby="guide-cta-title"
      className="rounded-card bg-brand-900 px-6 py-8 text-white sm:px-10"
    >
      <h2 id="guide-cta-title" className="text-2xl font-bold tracking-tight">
        {t('cta.title')}
      </h2>
      <p className="text-brand-100 mt-2 max-w-2xl">{t('cta.text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={`/studio?tool=${tool}`}
          className="btn text-brand-900 hover:bg-brand-100 bg-white px-6 text-base focus-visible:outline-white"
        >
          {t('cta.studio')}
        </Link>
        <Link
          href="/"
          className="btn border border-white/60 px-6 text-base text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {t('cta.trial')}
        </Link>
      </div>
    </section>
  );
}
