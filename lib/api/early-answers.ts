import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a request with Node's own request and response, none of the helpers Next adds to an API route's. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The key server.js reads the answers under: one registry for every bundle of the process. */
const KEY = Symbol.for('roomcraft.earlyAnswers');
const registry = globalThis as typeof globalThis & { [KEY]?: Map<string, EarlyAnswer> };

/**
 * Offers `answer` for GET requests to exactly `path`, for the production server (server.js) to run before Next's
 * routing: an API route costs Next about 1.7 × what a static file does here (its route resolution, a module lookup
 * per request, its API runtime), and this is for the one or two routes every signed-in page asks for first. The route
 * module offers it when it loads (Next loads every route at start), so until then, and under `next start` or
 * `next dev`, the request takes Next's way to the same code.
 */
export function answerEarly(path: string, answer: EarlyAnswer): void {
  (registry[KEY] ??= new Map()).set(path, answer);
}
