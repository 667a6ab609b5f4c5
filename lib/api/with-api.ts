import '@/lib/server-only';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z, ZodType } from 'zod';
import { authIoFromNode } from '@/lib/auth/auth-io';
import { requireSession } from '@/lib/auth/guards';
import type { AuthIo, Session } from '@/lib/auth/types';
import { type ApiCaller, authenticateApiKey } from '@/lib/pro-api/authenticate-api-key';
import { runWithRequestOrigin } from '@/lib/site/request-origin';
import { AppError } from './app-error';
import { type ErrorParams, isErrorCode } from './error-catalog';
import { findUnstorableText } from './find-unstorable-text';
import { type BodyType, DEFAULT_BODY_TYPES, guardCrossSite } from './guard-cross-site';
import { DEFAULT_BODY_LIMIT, readFormBody, readJsonBody } from './read-body';
import { sendError } from './send-error';
import { sendJson } from './send-json';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const BODILESS = new Set<Method>(['GET', 'HEAD', 'DELETE']);
/**
 * Who may call: anyone, someone signed in (cookie), a Pro API key (`Authorization: Bearer`), or a provider's webhook
 * (the handler verifies the provider's signature over the raw body).
 */
type Auth = 'none' | 'session' | 'apiKey' | 'webhook';

export type ApiContext<TBody, TQuery, TAuth extends Auth> = {
  req: NextApiRequest;
  res: NextApiResponse;
  io: AuthIo;
  body: TBody;
  query: TQuery;
  session: TAuth extends 'session' ? Session : null;
  caller: TAuth extends 'apiKey' ? ApiCaller : null;
};

type Options<TBody, TQuery, TAuth extends Auth> = {
  methods: Method[];
  auth: TAuth;
  body?: ZodType<TBody>;
  query?: ZodType<TQuery>;
  bodyLimit?: number;
  /**
   * Body types a state change may carry (JSON and multipart unless given). A route that takes a native HTML form post
   * adds `application/x-www-form-urlencoded`; its fields then reach the body schema as an object of texts.
   */
  bodyTypes?: readonly BodyType[];
  /** What it returns is sent as JSON with status 200, unless it answered itself. */
  handler: (ctx: ApiContext<TBody, TQuery, TAuth>) => Promise<unknown>;
};

/**
 * The one wrapper of every API route: method check, cross-site refusal, session, zod-validated query and body, and
 * every failure in the shared error shape. Every route must also say
 * `export const config = { api: { bodyParser: false } }` (Next reads it from the route module, not from this
 * handler): Next's own parser reads any body, even one the route ignores, and answers a broken one with a plain-text
 * 400 before this wrapper runs; with it off, size and syntax errors are ours to answer.
 */
export function withApi<TBody = undefined, TQuery = undefined, TAuth extends Auth = 'none'>(
  options: Options<TBody, TQuery, TAuth>,
) {
  return (req: NextApiRequest, res: NextApiResponse) => runWithRequestOrigin(req, () => handle(req, res));

  async function handle(req: NextApiRequest, res: NextApiResponse) {
    try {
      if (!options.methods.includes(req.method as Method)) {
        throw new AppError('method_not_allowed', {
          params: { methods: options.methods.join(' or ') },
          headers: { Allow: options.methods.join(', ') },
        });
      }
      refuseControlCharacters(req);
      const bodyTypes = options.bodyTypes ?? DEFAULT_BODY_TYPES;
      // Every method but GET and HEAD changes something.
      if (req.method !== 'GET' && req.method !== 'HEAD' && !crossSiteExempt(req, options.auth))
        guardCrossSite(req, bodyTypes);
      const io = authIoFromNode(req, res);
      const session = options.auth === 'session' ? await requireSession(io) : null;
      let caller: ApiCaller | null = null;
      if (options.auth === 'apiKey') {
        const authenticated = await authenticateApiKey(req.headers.authorization);
        for (const [name, value] of Object.entries(authenticated.rateLimit)) res.setHeader(name, value);
        caller = authenticated.caller;
      }
      const query = options.query ? parseOrThrow(options.query, req.query ?? {}, 'query') : undefined;
      // GET, HEAD and DELETE carry no body, so one route can serve them beside a method that does.
      const body =
        options.body && !BODILESS.has(req.method as Method)
          ? parseOrThrow(options.body, await readBody(req, bodyTypes, options.bodyLimit), 'body')
          : undefined;
      const result = await options.handler({ req, res, io, body, query, session, caller } as ApiContext<
        TBody,
        TQuery,
        TAuth
      >);
      if (!res.headersSent && result !== undefined) sendJson(res, result);
    } catch (error) {
      sendError(res, error);
    }
  }
}

/** Control characters other than tab, which no HTTP header value may hold. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * Node's HTTP parser refuses a header value holding a control character before any route runs; this makes the same
 * true wherever else the app is served from (an adapter that builds the request from a platform's event), because
 * header values reach the database as they are (the client's IP, its user agent, an idempotency key), and PostgreSQL
 * refuses a NUL in text.
 */
function refuseControlCharacters(req: NextApiRequest): void {
  for (const [name, value] of Object.entries(req.headers)) {
    if ([value ?? ''].flat().some((text) => CONTROL_CHARACTER.test(text))) {
      throw new AppError('invalid_header', { params: { name } });
    }
  }
}

/**
 * A browser never attaches an API key or any other bearer token by itself, and a webhook proves itself with its
 * signature, so none of them can be forged from another site's page; cookies are what a forged request would ride on.
 */
function crossSiteExempt(req: NextApiRequest, auth: Auth): boolean {
  return auth === 'apiKey' || auth === 'webhook' || /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
}

/** A native form post when the route takes one; anything else is read as JSON. */
function readBody(req: NextApiRequest, bodyTypes: readonly BodyType[], limit = DEFAULT_BODY_LIMIT) {
  const isForm = req.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded');
  return isForm && bodyTypes.includes('application/x-www-form-urlencoded')
    ? readFormBody(req, limit)
    : readJsonBody(req, limit);
}

/**
 * Validates input with a schema, or throws the 400 of the shared shape for the first rule broken. Text that
 * PostgreSQL cannot store is refused here, for every schema, before anything reaches the database.
 */
export function parseOrThrow<T>(schema: ZodType<T>, input: unknown, where: 'body' | 'query'): T {
  if (where === 'body' && input === undefined) {
    throw new AppError('invalid_body', { description: 'A JSON request body is required.' });
  }
  const unstorable = findUnstorableText(input);
  if (unstorable !== null) {
    // A path as long as a deeply nested body would only bury the message.
    const field = unstorable === '' ? 'The body' : unstorable.length <= 100 ? `"${unstorable}"` : 'A field';
    throw new AppError(where === 'body' ? 'invalid_body' : 'invalid_query', {
      description: `${field} contains a character that cannot be saved (a NUL character or half of a surrogate pair). Remove it and try again.`,
    });
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error.issues[0], where);
}

/**
 * A schema names the catalogue code of each rule a person can break (`message: 'invalid_email'`), so the browser
 * shows it in the reader's language, with the rule's bound as a parameter. A rule only a program breaks keeps an
 * English message, sent as the description of the generic code.
 */
function validationError(issue: z.core.$ZodIssue | undefined, where: 'body' | 'query'): AppError {
  const field = issue?.path.length ? issue.path.map(String).join('.') : undefined;
  if (isErrorCode(issue?.message)) {
    const params: ErrorParams = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    return new AppError(issue.message, { field, params });
  }
  return new AppError(where === 'body' ? 'invalid_body' : 'invalid_query', {
    field,
    description: issue?.message,
  });
}
