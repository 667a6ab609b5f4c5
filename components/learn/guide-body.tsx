/**
 * Reading styles for the rendered markdown (headings, lists, tables, links), written as descendant variants here
 * because the typography plugin is not part of the project. Heading anchors clear the sticky header.
 */
const PROSE = [
  'text-ink text-base leading-7 sm:text-lg sm:leading-8',
  '[&>*:first-child]:mt-0 [&_p]:my-5',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1',
  '[&_li::marker]:text-brand-600 [&_strong]:font-semibold [&_em]:italic',
  '[&_a]:text-brand-700 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:bg-surface-muted [&_code]:rounded [&_code]:px-1 [&_code]:text-[0.85em] [&_code]:[overflow-wrap:anywhere]',
  '[&_.guide-table]:rounded-card [&_.guide-table]:border-surface-line [&_.guide-table]:my-8 [&_.guide-table]:overflow-x-auto [&_.guide-table]:border',
  '[&_table]:w-full [&_table]:min-w-[32rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6',
  '[&_thead]:bg-surface-muted [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold',
  '[&_td]:border-surface-line [&_td]:border-t [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

/** The article body: HTML rendered at build time from our own markdown, raw HTML escaped (lib/guides). */
export function GuideBody({ html }: { html: string }) {
  return <div lang="en" className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
