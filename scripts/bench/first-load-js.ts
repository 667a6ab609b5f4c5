/** First-load JavaScript per page, gzipped, from the last `npm run build` (what a first visit downloads). */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const PAGES = ['/', '/signin', '/signup', '/account', '/pro'];

type Manifest = { pages: Record<string, string[]>; rootMainFiles?: string[] };

export function firstLoadJs(): { page: string; kB: number }[] {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as Manifest;
  return PAGES.map((page) => {
    const files = new Set([
      ...(manifest.rootMainFiles ?? []),
      ...(manifest.pages['/_app'] ?? []),
      ...(manifest.pages[page] ?? []),
    ]);
    let bytes = 0;
    for (const file of files)
      if (file.endsWith('.js')) bytes += gzipSync(readFileSync(`.next/${file}`), { level: 9 }).length;
    return { page, kB: Math.round((bytes / 1024) * 10) / 10 };
  });
}

if (require.main === module) {
  for (const row of firstLoadJs()) console.log(`first-load JS ${row.page}: ${row.kB} kB gzipped`);
}
