/**
 * What the sign-in and sign-up pages pass on to each other: the return address and the chosen-plan flag, never an
 * outcome (`error`, `notice`) meant for the page it was given to.
 */
export function authReturnQuery(
  query: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['redirectedFrom', 'pro']) {
    const value = query[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}
