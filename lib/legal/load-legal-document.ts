import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked } from 'marked';
import { getHeadingList, gfmHeadingId } from 'marked-gfm-heading-id';

export const LEGAL_DOCUMENTS = ['privacy', 'tos'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** The date both documents show; change it with any change to their text. */
export const LEGAL_UPDATED = '2026-11-24';

export type TLegalDocument = { html: string; toc: { id: string; text: string }[]; updated: string };

/**
 * A legal document from content/legal/<name>.md as HTML, with ids on its headings and its sections (the `##`
 * headings) for the table of contents. Read at build time; the text is ours, so its HTML is trusted.
 */
export async function loadLegalDocument(name: LegalDocumentName): Promise<TLegalDocument> {
  const source = await readFile(path.join(process.cwd(), 'content', 'legal', `${name}.md`), 'utf8');
  const marked = new Marked(gfmHeadingId());
  // Wide tables scroll on their own on small screens, and can be scrolled by keyboard.
  const html = (await marked.parse(source))
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
  const toc = getHeadingList()
    .filter((heading) => heading.level === 2)
    .map((heading) => ({ id: heading.id, text: heading.raw }));
  return { html, toc, updated: LEGAL_UPDATED };
}
