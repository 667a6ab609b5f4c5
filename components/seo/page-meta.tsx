import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { PRODUCT_NAME } from '@/lib/product';
import { getURL } from '@/lib/site/site-url';

const DEFAULT_IMAGE = '/illustrations/styles/modern.webp';

type Props = {
  title: string;
  description: string;
  /** A picture for link previews (a path under public/). */
  image?: string;
  /** `article` for guides; pages are `website`. */
  type?: 'website' | 'article';
  /** Pages people should not find in search (account, studio). */
  noindex?: boolean;
};

/** The address of `path` in `locale`: the default locale has no prefix (Next's i18n routing). */
export function localeUrl(path: string, locale: string): string {
  const prefixed = locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;
  return getURL(prefixed.replace(/^\//, ''));
}

/**
 * Title, description, canonical, Open Graph, Twitter card and hreflang alternates for one page (issue 6 §9). The
 * path comes from the router without its query, so `?tool=` variants share their page's canonical.
 */
export function PageMeta({ title, description, image = DEFAULT_IMAGE, type = 'website', noindex }: Props) {
  const { asPath, locale = DEFAULT_LOCALE, locales = [DEFAULT_LOCALE] } = useRouter();
  const path = asPath.split(/[?#]/)[0] || '/';
  const canonical = localeUrl(path, locale);
  const fullTitle = title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
  const imageUrl = getURL(image.replace(/^\//, ''));
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {noindex
        ? null
        : [...locales, 'x-default'].map((hreflang) => (
            <link
              key={hreflang}
              rel="alternate"
              hrefLang={hreflang}
              href={localeUrl(path, hreflang === 'x-default' ? DEFAULT_LOCALE : hreflang)}
            />
          ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  );
}
