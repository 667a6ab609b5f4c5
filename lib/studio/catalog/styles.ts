import english from '@/locales/en/catalog.json';
import { STYLE_TRAITS, type StyleTraits } from './style-traits';

export type { StyleId } from './style-traits';

/** Names and descriptions in English for prompts and the API; pages show them from the `catalog` translations. */
export type Style = StyleTraits & { name: string; description: string };

export const STYLES: readonly Style[] = STYLE_TRAITS.map((style) => {
  const { name, description } = english.styles[style.id];
  return { ...style, name, description };
});

export function findStyle(id: string): Style | undefined {
  return STYLES.find((style) => style.id === id);
}
