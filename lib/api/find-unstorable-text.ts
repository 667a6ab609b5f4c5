import '@/lib/server-only';
/**
 * Where a string (or object key) that PostgreSQL cannot store sits in a parsed body or query, as a path such as
 * `features[2]`, or null when there is none. PostgreSQL refuses U+0000 in text and jsonb alike; an unpaired
 * UTF-16 surrogate is refused in jsonb and silently becomes U+FFFD in text (the driver encodes UTF-8), so it is
 * refused too rather than stored as something the client did not send.
 */
export function findUnstorableText(input: unknown): string | null {
  // A loop, not recursion: a 100 KB body can nest arrays deeper than the call stack goes.
  const pending: [value: unknown, path: string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorable(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (!isStorable(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}

const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed();
