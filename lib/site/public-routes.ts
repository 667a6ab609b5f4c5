import { roomIdeaSlugs } from '@/lib/inspiration/room-ideas';
import { GUIDE_SLUGS, STYLE_SLUGS, USE_CASES } from './site-links';

/** Pages of SPEC §2 meant to be found by search engines, one entry per route (locales are added by the sitemap). */
export function publicRoutes(): string[] {
  return [
    '/',
    '/pricing',
    '/realtor-tools',
    '/property-description',
    '/pro-api',
    '/pro',
    '/affiliate-program',
    '/contact',
    '/privacy',
    '/tos',
    '/learn',
    ...GUIDE_SLUGS.map((slug) => `/learn/${slug}`),
    ...USE_CASES.map((useCase) => useCase.href),
    '/inspiration/styles',
    ...STYLE_SLUGS.map((style) => `/inspiration/styles/${style}`),
    '/inspiration/rooms',
    ...roomIdeaSlugs().map((slug) => `/inspiration/rooms/${slug}`),
  ];
}
