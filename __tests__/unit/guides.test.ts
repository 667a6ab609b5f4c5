import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GUIDES } from '@/content/guides/guides';
import { articleJsonLd } from '@/lib/guides/article-json-ld';
import { getGuide, listGuides, RELATED_COUNT } from '@/lib/guides/load-guides';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '@/lib/guides/reading-time';
import { relatedGuides } from '@/lib/guides/related-guides';
import { renderMarkdown } from '@/lib/guides/render-markdown';
import { GUIDE_SLUGS } from '@/lib/site/site-links';

const headingsIn = (html: string) =>
  [...html.matchAll(/<h([23]) id="([^"]+)">(.*?)<\/h\1>/g)].map(([, level, id]) => ({
    level: Number(level),
    id,
  }));

describe('the guide list', () => {
  it('has one entry per SPEC slug, each with its markdown file and a local cover image', () => {
    expect(GUIDES.map((guide) => guide.slug).sort()).toEqual([...GUIDE_SLUGS].sort());
    for (const guide of GUIDES) {
      expect(existsSync(path.join(process.cwd(), 'content', 'guides', guide.md))).toBe(true);
      expect(existsSync(path.join(process.cwd(), 'public', guide.image))).toBe(true);
      expect(guide.title.length).toBeGreaterThan(10);
      expect(guide.lead.length).toBeGreaterThan(40);
    }
  });

  it('lists every guide with its reading time', () => {
    const listed = listGuides();
    expect(listed.map((guide) => guide.slug)).toEqual(GUIDES.map((guide) => guide.slug));
    for (const guide of listed) expect(guide.readingMinutes).toBe(readingMinutes(guide.words));
  });
});

describe.each(GUIDE_SLUGS)('the guide %s', (slug) => {
  const guide = getGuide(slug)!;

  it('is a real article of at least 900 words, read in about words / 230 minutes', () => {
    expect(guide.slug).toBe(slug);
    expect(guide.words).toBeGreaterThanOrEqual(900);
    expect(guide.readingMinutes).toBe(Math.round(guide.words / WORDS_PER_MINUTE));
    expect(guide.readingMinutes).toBeGreaterThanOrEqual(4);
  });

  it('has a table of contents matching its h2 and h3 headings, with unique ids, and no h1 of its own', () => {
    expect(guide.toc.length).toBeGreaterThanOrEqual(5);
    expect(guide.toc.map(({ id, level }) => ({ id, level }))).toEqual(headingsIn(guide.html));
    expect(new Set(guide.toc.map((entry) => entry.id)).size).toBe(guide.toc.length);
    expect(guide.toc.every((entry) => entry.text.length > 0 && !/[<>]/.test(entry.text))).toBe(true);
    expect(guide.html).not.toMatch(/<h1[\s>]/);
    expect(guide.toc[0]!.level).toBe(2);
  });

  it('lists related guides, most relevant first, never itself', () => {
    expect(guide.related).toHaveLength(RELATED_COUNT);
    expect(guide.related.map((other) => other.slug)).not.toContain(slug);
    expect(new Set(guide.related.map((other) => other.slug)).size).toBe(RELATED_COUNT);
  });
});

describe('getGuide', () => {
  it('returns null for an unknown slug', () => {
    expect(getGuide('no-such-guide')).toBeNull();
    expect(getGuide('')).toBeNull();
  });
});

describe('renderMarkdown', () => {
  it('gives GitHub-style heading ids, de-duplicated, and a plain-text table of contents of h2 and h3', () => {
    const { html, toc } = renderMarkdown(
      '## Tips & tricks\n\ntext\n\n### Step *one*\n\n#### Too deep\n\n## Tips & tricks\n',
    );
    expect(toc).toEqual([
      { id: 'tips--tricks', text: 'Tips & tricks', level: 2 },
      { id: 'step-one', text: 'Step one', level: 3 },
      { id: 'tips--tricks-1', text: 'Tips & tricks', level: 2 },
    ]);
    expect(html).toContain('<h3 id="step-one">Step <em>one</em></h3>');
    expect(html).toContain('<h4 id="too-deep">');
  });

  it('starts every document afresh: ids and headings do not carry over from the previous one', () => {
    renderMarkdown('## Checklist\n');
    const { toc } = renderMarkdown('## Checklist\n');
    expect(toc).toEqual([{ id: 'checklist', text: 'Checklist', level: 2 }]);
  });

  it('lets no raw HTML through, as a block or inline', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\nA <img src=x onerror="alert(1)"> picture and <b>bold</b>.\n',
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('renders GFM tables and lists', () => {
    const { html } = renderMarkdown('| A | B |\n| --- | --- |\n| 1 | 2 |\n\n- one\n- two\n');
    expect(html).toContain(
      '<div class="guide-table" role="region" aria-label="Table: A, B" tabindex="0"><table>',
    );
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<li>two</li>');
  });
});

describe('reading time', () => {
  it('counts the words of the text, not of the markup or entities', () => {
    expect(
      countWords(
        '<p>Tips &amp; tricks for <a href="/x">twenty-one</a> rooms.</p>\n<ul><li>60-30-10</li></ul>',
      ),
    ).toBe(6);
    expect(countWords('<p> </p>')).toBe(0);
  });

  it('rounds to whole minutes at 230 words a minute, never below one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
    expect(readingMinutes(1400)).toBe(6);
  });
});

describe('relatedGuides', () => {
  const guide = (slug: string, keywords: string[]) =>
    ({ ...GUIDES[0]!, slug, keywords }) as (typeof GUIDES)[number];

  it('ranks the others by shared keywords, ties in list order, and leaves the guide out', () => {
    const self = guide('virtual-staging-using-ai', ['a', 'b', 'c']);
    const all = [
      self,
      guide('room-cleanup', ['x']),
      guide('color-palettes-guide-2024', ['a']),
      guide('interior-design-styles-guide-2024', ['a', 'b']),
      guide('virtual-staging-for-real-estate-photographers', ['y']),
    ];
    expect(relatedGuides(self, all).map((other) => other.slug)).toEqual([
      'interior-design-styles-guide-2024',
      'color-palettes-guide-2024',
      'room-cleanup',
      'virtual-staging-for-real-estate-photographers',
    ]);
  });
});

describe('articleJsonLd', () => {
  it('describes the guide as a schema.org Article by Roomcraft, in English, with absolute URLs', () => {
    const guide = getGuide('room-cleanup')!;
    const data = JSON.parse(
      articleJsonLd(guide, 'https://roomcraft.example/fr/learn/room-cleanup'),
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: guide.title,
      description: guide.lead,
      inLanguage: 'en',
      wordCount: guide.words,
      author: { '@type': 'Organization', name: 'Roomcraft' },
      publisher: { '@type': 'Organization', name: 'Roomcraft' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://roomcraft.example/fr/learn/room-cleanup' },
    });
    expect(data.image).toEqual([
      expect.stringMatching(/^https?:\/\/.+\/illustrations\/guides\/room-cleanup\.webp$/),
    ]);
  });

  it('cannot close its script element early', () => {
    const text = articleJsonLd(
      { title: '</script><script>alert(1)</script>', lead: 'x', image: '/a.webp', words: 1 },
      'u',
    );
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { headline: string }).headline).toBe('</script><script>alert(1)</script>');
  });
});
