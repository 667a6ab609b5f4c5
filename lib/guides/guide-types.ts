import type { TGuideMeta } from '@/content/guides/guides';

/** One h2 or h3 of an article, for its table of contents. */
export type TTocEntry = { id: string; text: string; level: 2 | 3 };

/** A guide as `/learn` and the related-guides list show it. */
export type TGuideSummary = TGuideMeta & { words: number; readingMinutes: number };

/** A guide with its rendered body, for `/learn/{slug}`. */
export type TGuide = TGuideSummary & { html: string; toc: TTocEntry[]; related: TGuideSummary[] };
