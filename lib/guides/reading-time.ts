import '@/lib/server-only';
/** A common figure for adults reading non-fiction on a screen. */
export const WORDS_PER_MINUTE = 230;

/** Words of rendered HTML: tags and entities out, then every run of text holding a letter or digit. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
