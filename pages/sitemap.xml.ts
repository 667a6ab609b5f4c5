import type { GetServerSideProps } from 'next';
import { runWithRequestOrigin } from '@/lib/site/request-origin';
import { localeUrl } from '@/components/seo/page-meta';
import { publicRoutes } from '@/lib/site/public-routes';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every public route in every locale, each with its hreflang alternates (issue 6 §9). */
export function sitemapXml(locales: readonly string[]): string {
  const entries = publicRoutes().flatMap((route) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(localeUrl(route, other))}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(localeUrl(route, locale))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res, locales = ['en'] }) =>
  runWithRequestOrigin(req, () => {
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(sitemapXml(locales));
    return { props: {} };
  });

export default function Sitemap() {
  return null;
}
