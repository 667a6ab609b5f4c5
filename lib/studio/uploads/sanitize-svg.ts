import '@/lib/server-only';
import type { DOMPurify } from 'dompurify';
import { AppError } from '@/lib/api/app-error';
import { MAX_SVG_BYTES, MAX_SVG_ELEMENTS } from './upload-limits';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * CSS (a style attribute, a <style> sheet, a presentation attribute such as `fill`) that points outside the file:
 * any url() but an in-document `url(#id)`, an @import or image-set(), and any backslash, since CSS escapes can spell
 * all of these.
 */
const OUTSIDE_REFERENCE = /url\s*\((?![\s'"]*#)|@import|image-set\s*\(|\\/i;
/** The one outside reference that stays: a bitmap inlined in an <image>. An inlined SVG would be unsanitised. */
const INLINE_BITMAP = /^\s*data:image\/(?:png|jpeg|gif|webp)[;,]/i;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** A still picture needs no animation, and animating an attribute can set a link after sanitising. */
const ANIMATION_TAGS = ['animate', 'animatecolor', 'animatemotion', 'animatetransform', 'set', 'tref'];

type Sanitiser = { purify: DOMPurify; parse(text: string): Document; serialise(node: Node): string };
let sanitiser: Promise<Sanitiser> | undefined;

/** jsdom and DOMPurify load on the first SVG, not at every start. */
function loadSanitiser(): Promise<Sanitiser> {
  sanitiser ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      const value = data.attrValue;
      const keep = LINK_ATTRIBUTES.has(data.attrName)
        ? value.trim().startsWith('#') || (node.nodeName === 'image' && INLINE_BITMAP.test(value))
        : !OUTSIDE_REFERENCE.test(value);
      if (!keep) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && OUTSIDE_REFERENCE.test(node.textContent ?? '')) node.textContent = '';
    });
    const parser = new window.DOMParser();
    const serializer = new window.XMLSerializer();
    return {
      purify,
      parse: (text) => parser.parseFromString(text, 'image/svg+xml'),
      serialise: (node) => serializer.serializeToString(node),
    };
  })();
  return sanitiser;
}

/** Every other accepted type is binary: a file whose first character (after a byte-order mark) is `<` is markup. */
function isMarkup(data: Buffer): boolean {
  return /^\uFEFF?\s*</.test(data.subarray(0, 256).toString('utf8'));
}

function tagCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) count++;
  return count;
}

/**
 * An upload's bytes made safe to hand to the SVG renderer, before anything renders them (even to read the size):
 * bytes that are not markup come back as they are; markup whose root is not an SVG gives null (not an image we
 * accept). An SVG that declares entities is refused with `unreadable_svg`: jsdom's XML parser expands a declared
 * entity's text (once, but a 20 MB file of references to a long one is still gigabytes), and no drawing program
 * needs them. The rest is parsed as XML and refused the same way if it is not well-formed. DOMPurify's SVG
 * allowlist then removes scripts, event handlers, <foreignObject> and every element and attribute it does not know,
 * and the hooks above every reference to anything outside the file, which would let an upload make the server
 * fetch or read something: only in-document (`#id`) links and bitmaps inlined in an <image> stay. What comes out
 * is the sanitised <svg> element alone, serialised again, without the document's DOCTYPE or processing
 * instructions.
 */
export async function sanitizeSvg(data: Buffer): Promise<Buffer | null> {
  if (!isMarkup(data)) return data;
  const tooLarge = () =>
    new AppError('svg_too_large', {
      params: { megabytes: MAX_SVG_BYTES / 1024 / 1024, elements: MAX_SVG_ELEMENTS },
    });
  if (data.length > MAX_SVG_BYTES) throw tooLarge();
  // An XML declaration is well-formed only at the very start.
  const text = data.toString('utf8').replace(/^\uFEFF?\s*/, '');
  if (tagCount(text) > MAX_SVG_ELEMENTS) throw tooLarge();
  if (/<!ENTITY/i.test(text)) throw new AppError('unreadable_svg');
  const { purify, parse, serialise } = await loadSanitiser();
  const root = parse(text).documentElement;
  if (root.namespaceURI === SVG_NAMESPACE && root.localName === 'svg') {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // An in-document <use> (the only kind the link hook leaves) repeats a symbol, as plans and icons do.
      ADD_TAGS: ['use'],
      FORBID_TAGS: ANIMATION_TAGS,
    });
    return Buffer.from(serialise(root));
  }
  // jsdom's parser answers markup that is not well-formed with a <parsererror> document.
  if (root.localName === 'parsererror' && /<svg\b/i.test(text)) throw new AppError('unreadable_svg');
  return null;
}
