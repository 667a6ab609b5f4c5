import type { TGuideMeta } from '@/content/guides/guides';
import { PRODUCT_NAME } from '@/lib/product';
import { getURL } from '@/lib/site/site-url';

/**
 * schema.org Article for a guide, as the text of a `<script type="application/ld+json">`. `<` is written as its
 * JSON escape so no value can close the script element early.
 */
export function articleJsonLd(
  guide: Pick<TGuideMeta, 'title' | 'lead' | 'image'> & { words: number },
  pageUrl: string,
) {
  const organization = { '@type': 'Organization', name: PRODUCT_NAME, url: getURL() };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.lead,
    image: [/^https?:\/\//.test(guide.image) ? guide.image : getURL(guide.image)],
    inLanguage: 'en',
    wordCount: guide.words,
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
