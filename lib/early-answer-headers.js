// CommonJS on purpose: server.js requires it with node itself, before any TypeScript is compiled.

/** A named parameter in a rule's source (`/:path*`): Next substitutes parameters into that rule's header values. */
const NAMED_PARAMETER = /:[A-Za-z_]/;

/**
 * The headers next.config.js's rules give an answer at `pathname`, read from the build's routes manifest (Next's own
 * record of them, each rule's source compiled to a regex), in the order Next applies them: a later rule's value
 * replaces an earlier one's. Null when a matching rule needs more than copying (it depends on the request through
 * `has` or `missing`, substitutes parameters, or sets a cookie): a server answering before Next's routing must then
 * leave the path to Next.
 */
function earlyAnswerHeaders(routesManifest, pathname) {
  const headers = new Map();
  for (const rule of routesManifest.headers ?? []) {
    if (!new RegExp(rule.regex).test(pathname)) continue;
    if (rule.has || rule.missing || NAMED_PARAMETER.test(rule.source)) return null;
    for (const { key, value } of rule.headers) {
      if (key.toLowerCase() === 'set-cookie') return null;
      headers.set(key.toLowerCase(), { key, value });
    }
  }
  return [...headers.values()];
}

module.exports = { earlyAnswerHeaders };
