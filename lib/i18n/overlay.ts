import type { TranslationTree } from './translate';

export const isTree = (value: unknown): value is TranslationTree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `over` laid over `under`, subtree by subtree: the English texts fill what a translation lacks. */
export function overlay(under: unknown, over: unknown): unknown {
  if (!isTree(under) || !isTree(over)) return over === undefined ? under : over;
  const merged: TranslationTree = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(under[key], value);
  return merged;
}
