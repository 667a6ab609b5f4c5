import { createContext } from 'react';
import type { Namespaces } from './translate';

/** What a page's props carry to the browser: its language and the namespaces (or parts of them) it shows. */
export type PageTranslations = { language: string; namespaces: Namespaces };

export const TranslationContext = createContext<PageTranslations | null>(null);
