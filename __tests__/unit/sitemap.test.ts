import { describe, expect, it } from '@jest/globals';
import { publicRoutes } from '@/lib/site/public-routes';
import { GUIDE_SLUGS, STYLE_SLUGS } from '@/lib/site/site-links';
import { sitemapXml } from '@/pages/sitemap.xml';

describe('sitemap.xml', () => {
  const xml = sitemapXml(['en', 'es', 'fr', 'de']);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every public route in every locale, once', () => {
    expect(locs).toHaveLength(publicRoutes().length * 4);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/es');
    expect(locs).toContain('http://localhost:3000/fr/pricing');
    for (const slug of GUIDE_SLUGS) expect(locs).toContain(`http://localhost:3000/de/learn/${slug}`);
    for (const style of STYLE_SLUGS)
      expect(locs).toContain(`http://localhost:3000/inspiration/styles/${style}`);
    expect(locs).toContain('http://localhost:3000/inspiration/rooms/kitchen-ideas-italian');
  });

  it('gives each entry its four hreflang alternates and keeps private pages out', () => {
    expect([...xml.matchAll(/hreflang="/g)]).toHaveLength(locs.length * 4);
    for (const hidden of ['/account', '/studio', '/api/', '/checkout']) {
      expect(locs.some((loc) => loc!.includes(hidden))).toBe(false);
    }
  });
});
