import '@/lib/server-only';
import type { TGuideMeta } from '@/content/guides/guides';

/**
 * The other guides, those sharing the most keywords with `guide` first; ties keep the list's order (the sort is
 * stable), so the result never depends on anything but the list.
 */
export function relatedGuides<T extends TGuideMeta>(guide: TGuideMeta, all: readonly T[]): T[] {
  const own = new Set(guide.keywords);
  const score = (other: TGuideMeta) => other.keywords.filter((keyword) => own.has(keyword)).length;
  return all.filter((other) => other.slug !== guide.slug).sort((a, b) => score(b) - score(a));
}
