/**
 * What a first visit to a served page downloads: the scripts its HTML references, gzipped (the nomodule polyfills
 * are skipped, as every browser Lighthouse emulates skips them), and the page's `__NEXT_DATA__`, which the browser
 * parses before hydrating.
 */
import { gzipSync } from 'node:zlib';

export type PageWeight = { jsKb: number; nextDataKb: number };

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function firstLoadJs(url: string, cookie?: string): Promise<PageWeight> {
  const headers = cookie ? { cookie } : undefined;
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined);
  let bytes = 0;
  for (const src of sources) {
    const script = await fetch(new URL(src, url), { headers });
    bytes += gzipSync(Buffer.from(await script.arrayBuffer()), { level: 9 }).length;
  }
  const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { jsKb: kB(bytes), nextDataKb: kB(Buffer.byteLength(nextData)) };
}
