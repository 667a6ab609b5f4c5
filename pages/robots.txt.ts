import type { GetServerSideProps } from 'next';
import { runWithRequestOrigin } from '@/lib/site/request-origin';
import { getURL } from '@/lib/site/site-url';

/** Search engines may crawl the public site; the account, the studio, the API and checkout are not for them. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) =>
  runWithRequestOrigin(req, () => {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /account',
        'Disallow: /studio',
        'Disallow: /checkout/',
        'Disallow: /billing/',
        'Disallow: /dev/',
        `Sitemap: ${getURL('sitemap.xml')}`,
        '',
      ].join('\n'),
    );
    return { props: {} };
  });

export default function Robots() {
  return null;
}
