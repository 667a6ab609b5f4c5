/** Sentence case for guide phrases shown on their own ("warm oak" → "Warm oak"); the rest is left as written. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
