/**
 * Makes an SVG safe to rasterise: no scripts, no foreign HTML, and no reference to anything outside the file (a
 * remote or local URL would let an upload make the server fetch or read something). Only in-document (`#id`) and
 * inline image (`data:image/…`) references stay.
 */
export function sanitizeSvg(svg: string): string {
  return svg
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script[^>]*\/>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/<!ENTITY[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, (attribute, value: string) =>
      /^["']\s*(#|data:image\/)/i.test(value) ? attribute : '',
    )
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/gi, 'none')
    .replace(/@import[^;]*;/gi, '');
}
