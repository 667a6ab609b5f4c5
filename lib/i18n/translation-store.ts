import type { Namespaces, TranslationTree } from './translate';

/**
 * Namespaces that arrived after the page (the error texts, loaded when first needed), by language, and the language
 * the page is in. Browser state: on the server every page's texts come through its props (TranslationProvider), and
 * a component rendered without a provider (the component tests) reads its texts from here.
 */
type State = { language: string; languages: Record<string, Namespaces> };

let state: State = { language: 'en', languages: {} };
const listeners = new Set<() => void>();

export function translationState(): State {
  return state;
}

export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

export function addNamespaces(language: string, namespaces: Record<string, TranslationTree>) {
  update({
    ...state,
    languages: { ...state.languages, [language]: { ...state.languages[language], ...namespaces } },
  });
}

export function setLanguage(language: string) {
  if (state.language !== language) update({ ...state, language });
}
