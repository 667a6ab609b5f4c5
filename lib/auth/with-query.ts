/** `path` with `params` added to its query; empty and missing values are left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const [base, search = ''] = path.split('?', 2);
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base!;
}
