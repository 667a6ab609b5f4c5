import '@/lib/server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GUIDES, type TGuideMeta } from '@/content/guides/guides';
import type { TGuide, TGuideSummary } from './guide-types';
import { countWords, readingMinutes } from './reading-time';
import { relatedGuides } from './related-guides';
import { renderMarkdown } from './render-markdown';

const GUIDES_DIR = path.join(process.cwd(), 'content', 'guides');
/** How many related guides an article links to. */
export const RELATED_COUNT = 3;

/** Build time only (getStaticProps): reads the markdown from the repository. */
function render(meta: TGuideMeta) {
  const { html, toc } = renderMarkdown(readFileSync(path.join(GUIDES_DIR, meta.md), 'utf8'));
  const words = countWords(html);
  return { summary: { ...meta, words, readingMinutes: readingMinutes(words) }, html, toc };
}

/** Every guide of the learning center, in the list's order, with its reading time. */
export function listGuides(): TGuideSummary[] {
  return GUIDES.map((meta) => render(meta).summary);
}

/** The guide for `slug` with its body, table of contents and related guides, or null for an unknown slug. */
export function getGuide(slug: string): TGuide | null {
  const meta = GUIDES.find((guide) => guide.slug === slug);
  if (!meta) return null;
  const { summary, html, toc } = render(meta);
  const related = relatedGuides(meta, listGuides()).slice(0, RELATED_COUNT);
  return { ...summary, html, toc, related };
}
