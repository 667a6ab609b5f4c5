import '@/lib/server-only';
/**
 * The output image's URL. Models answer in the shape their schema's `Output` gives: one URL (nano-banana-2, FLUX
 * Kontext and Fill, interior-design) or a list of URLs (seedream-4, of which we ask one image). Anything else, or a
 * URL that is not http(s), is no output.
 */
export function outputUrl(output: unknown): string | null {
  const first = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && /^https?:\/\//.test(first) ? first : null;
}
