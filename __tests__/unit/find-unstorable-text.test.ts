import { describe, expect, it } from '@jest/globals';
import { findUnstorableText } from '@/lib/api/find-unstorable-text';

describe('findUnstorableText', () => {
  it('finds nothing in ordinary input, emoji and all', () => {
    expect(
      findUnstorableText({ name: 'Den 🛋️', tags: ['a', 'b'], count: 2, on: true, none: null }),
    ).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('names where a NUL or an unpaired surrogate sits, however deep', () => {
    expect(findUnstorableText({ a: { b: [{ c: 'x\u0000' }] } })).toBe('a.b[0].c');
    expect(findUnstorableText({ features: ['ok', 'pool\uD83D'] })).toBe('features[1]');
    expect(findUnstorableText({ ['key\uDC00']: 'value' })).toBe('key\uDC00');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe('[0]'.repeat(100_000));
  });
});
