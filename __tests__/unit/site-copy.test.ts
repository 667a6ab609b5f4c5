import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Illustration } from '@/lib/site/illustration';
import { REALTOR_TOOL_ILLUSTRATIONS, realtorToolFromQuery } from '@/lib/site/realtor-tool-pages';
import { REALTOR_TOOLS, USE_CASES } from '@/lib/site/site-links';
import { USE_CASE_COPY, USE_CASE_PAGES, USE_CASE_SLUGS } from '@/lib/site/use-case-pages';
import { TOOLS } from '@/lib/studio/catalog/tools';

type Tree = { [key: string]: string | Tree };
const site = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en', 'site.json'), 'utf8')) as Tree;

/** The English text at a dotted key, or undefined: the pages build these keys at run time. */
function text(key: string): string | undefined {
  let node: string | Tree | undefined = site;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() ? node : undefined;
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('use case pages', () => {
  it('cover the four use cases the header links to', () => {
    expect(USE_CASE_SLUGS.map((slug) => `/use-cases/${slug}`)).toEqual(USE_CASES.map((item) => item.href));
  });

  it.each(USE_CASE_SLUGS)('%s has every piece of copy its page asks for', (slug) => {
    const page = USE_CASE_PAGES[slug];
    const keys = [
      ...['metaTitle', 'metaDescription', 'eyebrow', 'title', 'lead', 'ctaTitle', 'ctaText'],
      ...numbered(USE_CASE_COPY.problems).flatMap((n) => [`problems.${n}.title`, `problems.${n}.text`]),
      ...numbered(USE_CASE_COPY.steps).flatMap((n) => [`steps.${n}.title`, `steps.${n}.text`]),
      ...numbered(USE_CASE_COPY.faq).flatMap((n) => [`faq.${n}.q`, `faq.${n}.a`]),
      ...numbered(page.examples.length).map((n) => `examples.${n}`),
      ...page.tools.map((tool) => `solutions.${tool}`),
    ].map((key) => `useCases.${slug}.${key}`);
    expect(keys.filter((key) => !text(key))).toEqual([]);
    expect(page.examples).toHaveLength(USE_CASE_COPY.examples);
  });

  it('recommends only tools of the catalogue, each with a name', () => {
    const ids = new Set(TOOLS.map((tool) => tool.id));
    const used = USE_CASE_SLUGS.flatMap((slug) => USE_CASE_PAGES[slug].tools);
    expect(used.filter((tool) => !ids.has(tool))).toEqual([]);
    expect(TOOLS.filter((tool) => !text(`toolNames.${tool.id}`)).map((tool) => tool.id)).toEqual([]);
  });
});

describe('realtor tools page', () => {
  it('explains every one of the ten tools', () => {
    const keys = REALTOR_TOOLS.flatMap((tool) =>
      ['what', 'when', 'tip1', 'tip2', 'tip3'].map((key) => `realtorTools.tools.${tool}.${key}`),
    );
    expect(keys.filter((key) => !text(key))).toEqual([]);
  });

  it.each([
    [undefined, 'virtual-staging'],
    ['landscaping', 'landscaping'],
    ['LANDSCAPING', 'virtual-staging'],
    ['unknown', 'virtual-staging'],
    [['curb-appeal', 'lighting'], 'virtual-staging'],
  ])('reads ?tool=%j as %s', (query, tool) => {
    expect(realtorToolFromQuery(query)).toBe(tool);
  });
});

describe('illustrations', () => {
  const all: Illustration[] = [
    ...USE_CASE_SLUGS.flatMap((slug) => {
      const page = USE_CASE_PAGES[slug];
      return [page.hero, ...page.examples.flatMap((example) => [example.before, example.after])];
    }),
    ...Object.values(REALTOR_TOOL_ILLUSTRATIONS),
  ];

  it('exist, at the size the pages declare, with alt text', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'illustrations', 'manifest.json'), 'utf8'),
    ) as { images: { path: string; width: number; height: number }[] };
    const sizes = new Map(manifest.images.map((image) => [image.path, [image.width, image.height]]));
    for (const image of all) {
      expect([image.src, existsSync(path.join(process.cwd(), 'public', image.src))]).toEqual([
        image.src,
        true,
      ]);
      expect([image.src, sizes.get(image.src)]).toEqual([image.src, [image.width, image.height]]);
      expect([image.src, text(`images.${image.alt}`) !== undefined]).toEqual([image.src, true]);
    }
  });
});
