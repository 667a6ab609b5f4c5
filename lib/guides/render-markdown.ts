import '@/lib/server-only';
import { Marked, Renderer, type Tokens } from 'marked';
import { getHeadingList, gfmHeadingId } from 'marked-gfm-heading-id';
import type { TTocEntry } from './guide-types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const UNESCAPES = new Map(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
/** A heading's rendered inline HTML as the plain text React will escape again (marked only emits these entities). */
const plainText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES.get(entity)!);

const markdown = new Marked(gfmHeadingId(), {
  gfm: true,
  renderer: {
    // The markdown is ours, but a page must never carry markup nobody reviewed as markup: a stray tag shows as text.
    html: ({ text }) => escapeHtml(text),
    // A wide table scrolls inside its own box on a phone instead of widening the page; the box takes keyboard focus
    // so it can be scrolled without a pointer, and is named by its columns so two tables are two distinct regions.
    table(token: Tokens.Table) {
      const table = Renderer.prototype.table.call(this, token);
      const label = escapeHtml(`Table: ${token.header.map((cell) => cell.text).join(', ')}`);
      return `<div class="guide-table" role="region" aria-label="${label}" tabindex="0">${table}</div>\n`;
    },
  },
});

/**
 * Markdown to HTML with GitHub-style heading ids, and the h2/h3 headings as a table of contents. The heading list
 * is the extension's module state, reset by each parse: read it straight after the synchronous parse.
 */
export function renderMarkdown(source: string): { html: string; toc: TTocEntry[] } {
  const html = markdown.parse(source, { async: false });
  const toc = getHeadingList()
    .filter((heading) => heading.level === 2 || heading.level === 3)
    .map((heading) => ({
      id: heading.id,
      text: plainText(heading.text).trim(),
      level: heading.level as 2 | 3,
    }));
  return { html, toc };
}
