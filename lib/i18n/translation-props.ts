import '@/lib/server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from './localize-path';
import { isTree, overlay } from './overlay';
import type { Namespaces, TranslationTree } from './translate';
import type { PageTranslations } from './translation-context';

/**
 * What every page shows: the skip link, header, menus, footer, language switcher, consent banner and the error
 * boundary's fallback (parts of `common`). A page names the rest.
 */
export const SHELL_TEXTS = [
  'common:skipToContent',
  'common:loading',
  'common:nav',
  'common:useCases',
  'common:footer',
  'common:language',
  'common:realtorToolNames',
  'common:styleNames',
  'common:styleInTitle',
  'common:roomNames',
  'common:roomIdea',
  'common:guideTitles',
  'common:consent',
  'common:errors',
];

// The files are read from the project's folder, where `next start` runs; next.config.js has the build trace
// `locales/` into the output with every page.
const LOCALE_DIR = path.join(process.cwd(), 'locales');
const cache = new Map<string, TranslationTree>();

function readNamespace(language: string, ns: string): TranslationTree {
  const file = path.join(LOCALE_DIR, language, `${ns}.json`);
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as TranslationTree;
    // In development the files are read again on every request, so an edited text shows on reload.
    if (process.env.NODE_ENV !== 'development') cache.set(file, tree);
  }
  return tree;
}

/**
 * Adds the part `spec` names (`ns`, or `ns:a.b` for one subtree of it) of `source` to `into`. English must have every
 * part a page names; a translation that lacks one is left to the English under it.
 */
function pick(
  into: Namespaces,
  spec: string,
  source: (ns: string) => TranslationTree,
  whole: string[],
  required: boolean,
) {
  const [ns, keyPath] = spec.split(':') as [string, string | undefined];
  const tree = source(ns);
  if (!keyPath) {
    into[ns] = tree;
    return;
  }
  // A part of a namespace sent whole is already there (and the cached file is never written to).
  if (whole.includes(ns)) return;
  const parts = keyPath.split('.');
  let from: unknown = tree;
  for (const part of parts) from = isTree(from) ? from[part] : undefined;
  if (from === undefined) {
    if (required) throw new Error(`No texts at ${spec}`);
    return;
  }
  let to = (into[ns] ??= {});
  for (const part of parts.slice(0, -1)) to = (to[part] ??= {}) as TranslationTree;
  to[parts.at(-1)!] = from;
}

/**
 * A page's texts for its props, in `locale` with English under it for any key a translation lacks: the shell's
 * (SHELL_TEXTS) and the ones the page names, each a whole namespace (`studio`) or one part of one (`common:auth`,
 * `site:useCases.real-estate`). Only these go to the browser, in the page's `__NEXT_DATA__`; the error texts come
 * later, when first needed (load-namespace.ts), unless the page renders an error on the server and names `errors`.
 */
export async function translationProps(
  locale: string | undefined,
  namespaces: string[] = [],
): Promise<{ translations: PageTranslations }> {
  const language = LOCALES.some((known) => known === locale) ? locale! : DEFAULT_LOCALE;
  const specs = [...SHELL_TEXTS, ...namespaces];
  const whole = specs.filter((spec) => !spec.includes(':'));
  const texts: Namespaces = {};
  const isEnglish = language === DEFAULT_LOCALE;
  for (const spec of specs) pick(texts, spec, (ns) => readNamespace(language, ns), whole, isEnglish);
  if (!isEnglish) {
    const english: Namespaces = {};
    for (const spec of specs) pick(english, spec, (ns) => readNamespace(DEFAULT_LOCALE, ns), whole, true);
    for (const ns of Object.keys(english)) texts[ns] = overlay(english[ns], texts[ns]) as TranslationTree;
  }
  return { translations: { language, namespaces: texts } };
}
