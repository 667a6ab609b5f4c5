import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseRange } from 'range-parser';

type StoredObject = {
  id: string;
  data: Buffer;
  contentType: string;
  cacheControl: string;
  createdAt: string;
  updatedAt: string;
};

type ListEntry = {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
};

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
/** The most entries one list request answers, whatever `limit` asks. */
const LIST_MAX = 1500;

export type FakeStorageApi = Awaited<ReturnType<typeof startFakeStorageApi>>;

/**
 * A local server speaking the parts of Supabase Storage's REST API (under /storage/v1) that storage-js uses for
 * upload, download, info, remove and list, with the API gateway's key check in front of it, as a Supabase project
 * has. A download honours a single-range `Range` as Storage does (it hands the range to S3): 206 with
 * Content-Range, 416 past the end, the whole object for anything else.
 * Objects live in memory with their content type. Requests for other Supabase services (/auth/v1, …) are
 * forwarded to `otherwise` when given, so one project URL can serve this fake and the GoTrue one together.
 */
export async function startFakeStorageApi(options: {
  serviceRoleKey: string;
  anonKey?: string;
  bucket: string;
  otherwise?: string;
}) {
  const { serviceRoleKey, anonKey = 'anon-key', bucket, otherwise } = options;
  /** Keyed `<bucket>/<path>`, as Supabase names objects in its answers (`Key`). */
  const objects = new Map<string, StoredObject>();
  const calls: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  const failures: number[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  // Supabase Storage's error body: the HTTP status repeated as a string, a short code and a message.
  const fail = (res: ServerResponse, status: number, error: string, message: string) =>
    send(res, status, { statusCode: String(status), error, message });
  const objectNotFound = (res: ServerResponse) => fail(res, 404, 'not_found', 'Object not found');

  /**
   * POST /object/list/{bucket}: one folder level under `prefix` (taken as a folder: a missing trailing slash is
   * added), names relative to it. Files carry their id, times and metadata; each sub-folder comes once, with only
   * its name. Sorted by name (case-insensitively, byte order) with folders among the files, or, by another column,
   * folders first; then `offset` and `limit` (default 100, at most 1,500). `search` keeps names that start with it.
   */
  function list(res: ServerResponse, bucketId: string, raw: Buffer) {
    let body: {
      prefix?: unknown;
      limit?: unknown;
      offset?: unknown;
      search?: unknown;
      sortBy?: { column?: unknown; order?: unknown };
    };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      return fail(res, 400, 'invalid_json', 'Body is not valid JSON');
    }
    const { limit = 100, offset = 0, search = '', sortBy } = body;
    const invalid = (message: string) => fail(res, 400, 'Error', message);
    if (typeof body.prefix !== 'string') return invalid("body must have required property 'prefix'");
    if (!Number.isInteger(limit) || (limit as number) < 1) return invalid('body/limit must be >= 1');
    if (!Number.isInteger(offset) || (offset as number) < 0) return invalid('body/offset must be >= 0');
    if (typeof search !== 'string') return invalid('body/search must be string');
    const column = sortBy?.column ?? 'name';
    const order = sortBy?.order ?? 'asc';
    if (!SORT_COLUMNS.includes(column as (typeof SORT_COLUMNS)[number])) {
      return invalid('body/sortBy/column must be equal to one of the allowed values');
    }
    if (order !== 'asc' && order !== 'desc') {
      return invalid('body/sortBy/order must be equal to one of the allowed values');
    }
    if (bucketId !== bucket) return fail(res, 404, 'Bucket not found', 'Bucket not found');

    const prefix = body.prefix && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
    const wanted = (prefix + search).toLowerCase();
    const folders = new Set<string>();
    const files: ListEntry[] = [];
    for (const [stored, object] of objects) {
      const name = stored.slice(bucket.length + 1);
      if (!stored.startsWith(`${bucket}/`) || !name.toLowerCase().startsWith(wanted)) continue;
      const rest = name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        folders.add(rest.slice(0, slash));
        continue;
      }
      files.push({
        name: rest,
        id: object.id,
        updated_at: object.updatedAt,
        created_at: object.createdAt,
        last_accessed_at: object.updatedAt,
        metadata: {
          eTag: `"${object.id}"`,
          size: object.data.length,
          mimetype: object.contentType,
          cacheControl: object.cacheControl,
          lastModified: object.updatedAt,
          contentLength: object.data.length,
          httpStatusCode: 200,
        },
      });
    }
    const folderEntries: ListEntry[] = [...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    }));
    const direction = order === 'asc' ? 1 : -1;
    const byName = (a: ListEntry, b: ListEntry) => {
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
      return direction * (x < y ? -1 : x > y ? 1 : 0);
    };
    const field = column as Exclude<(typeof SORT_COLUMNS)[number], 'name'>;
    const entries =
      column === 'name'
        ? [...folderEntries, ...files].sort(byName)
        : [
            ...folderEntries.sort(byName),
            ...files.sort((a, b) => direction * (Date.parse(a[field]!) - Date.parse(b[field]!))),
          ];
    const start = offset as number;
    return send(res, 200, entries.slice(start, start + Math.min(limit as number, LIST_MAX)));
  }

  /**
   * GET /object/info/{bucket}/{name}: the object's row as Storage keeps it, with the size and content type from its
   * metadata lifted to the top (what storage-js's `info()` reads).
   */
  function info(res: ServerResponse, route: string) {
    const [bucketId, ...rest] = route.split('/').map(decodeURIComponent);
    if (bucketId !== bucket) return fail(res, 404, 'Bucket not found', 'Bucket not found');
    const name = rest.join('/');
    const stored = objects.get(`${bucket}/${name}`);
    if (!stored) return objectNotFound(res);
    return send(res, 200, {
      id: stored.id,
      version: stored.id,
      name,
      bucket_id: bucket,
      size: stored.data.length,
      content_type: stored.contentType,
      cache_control: stored.cacheControl,
      etag: `"${stored.id}"`,
      metadata: {},
      last_modified: stored.updatedAt,
      created_at: stored.createdAt,
    });
  }

  async function forward(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    const answer = await fetch(new URL(req.url ?? '/', otherwise), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(raw),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    if (!url.pathname.startsWith('/storage/v1/')) {
      if (otherwise) return forward(req, res, raw);
      return fail(res, 404, 'not_found', `no route ${req.method} ${url.pathname}`);
    }
    calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers });

    // The gateway: a project key in `apikey`, answered like Kong does when it is missing or unknown.
    const apikey = req.headers.apikey;
    if (!apikey) return send(res, 401, { message: 'No API key found in request' });
    if (apikey !== serviceRoleKey && apikey !== anonKey)
      return send(res, 401, { message: 'Invalid API key' });
    // Storage itself: the bearer token decides access; only the service role may use the private bucket.
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer) return fail(res, 403, 'Unauthorized', 'headers must have required property authorization');
    if (bearer !== serviceRoleKey) return fail(res, 403, 'Unauthorized', 'invalid signature');

    const failure = failures.shift();
    if (failure) return fail(res, failure, 'internal', 'Internal Server Error');

    if (!url.pathname.startsWith('/storage/v1/object/')) {
      return fail(res, 404, 'not_found', `no route ${req.method} ${url.pathname}`);
    }
    const route = url.pathname.slice('/storage/v1/object/'.length);
    if (req.method === 'POST' && route.startsWith('list/')) {
      return list(res, decodeURIComponent(route.slice('list/'.length)), raw);
    }
    if (req.method === 'GET' && route.startsWith('info/')) {
      return info(res, route.slice('info/'.length).replace(/^authenticated\//, ''));
    }
    // Downloads may name the access mode; the plain path is the authenticated one too.
    const segments = route
      .replace(/^authenticated\//, '')
      .split('/')
      .map(decodeURIComponent);
    const [bucketId, ...rest] = segments;
    if (bucketId !== bucket) return fail(res, 404, 'Bucket not found', 'Bucket not found');
    const name = rest.join('/');
    const key = `${bucketId}/${name}`;

    if (req.method === 'DELETE' && name === '') {
      let prefixes: unknown;
      try {
        prefixes = (JSON.parse(raw.toString('utf8')) as { prefixes?: unknown }).prefixes;
      } catch {
        return fail(res, 400, 'invalid_json', 'Body is not valid JSON');
      }
      if (
        !Array.isArray(prefixes) ||
        prefixes.length === 0 ||
        !prefixes.every((p) => typeof p === 'string')
      ) {
        return fail(res, 400, 'Error', 'body/prefixes must be a non-empty array of strings');
      }
      // Answers with the objects it removed; names that were not there are simply left out.
      const removed = (prefixes as string[]).flatMap((prefix) => {
        const stored = objects.get(`${bucket}/${prefix}`);
        if (!stored) return [];
        objects.delete(`${bucket}/${prefix}`);
        return [
          {
            name: prefix,
            bucket_id: bucket,
            id: stored.id,
            updated_at: stored.updatedAt,
            metadata: { mimetype: stored.contentType, size: stored.data.length },
          },
        ];
      });
      return send(res, 200, removed);
    }
    if (name === '') return fail(res, 400, 'Error', 'An object name is required');

    if (req.method === 'POST' || req.method === 'PUT') {
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      // storage-js sends a Buffer as the raw body; a multipart form is a different client path than ours.
      if (contentType.startsWith('multipart/form-data')) {
        return fail(res, 400, 'Error', 'multipart uploads are not spoken by this fake');
      }
      const existing = objects.get(key);
      if (req.method === 'POST' && existing && req.headers['x-upsert'] !== 'true') {
        return send(res, 400, {
          statusCode: '409',
          error: 'Duplicate',
          message: 'The resource already exists',
        });
      }
      if (req.method === 'PUT' && !existing) return objectNotFound(res);
      const stored: StoredObject = {
        id: existing?.id ?? randomUUID(),
        data: raw,
        contentType,
        cacheControl: req.headers['cache-control'] ?? 'no-cache',
        createdAt: existing?.createdAt ?? new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      objects.set(key, stored);
      return send(res, 200, { Id: stored.id, Key: key });
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const stored = objects.get(key);
      if (!stored) return objectNotFound(res);
      const size = stored.data.length;
      const headers = {
        'content-type': stored.contentType,
        'cache-control': stored.cacheControl,
        'accept-ranges': 'bytes',
        'last-modified': new Date(stored.updatedAt).toUTCString(),
        etag: `"${stored.id}"`,
      };
      const range = req.headers.range ? parseRange(size, req.headers.range) : null;
      if (range?.type === 'bytes' && range.ranges.length === 0 && range.code === 2) {
        res.setHeader('content-range', `bytes */${size}`);
        return fail(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
      }
      const [part] = range?.type === 'bytes' && range.ranges.length === 1 ? range.ranges : [];
      const body = part ? stored.data.subarray(part.start, part.end + 1) : stored.data;
      res.writeHead(part ? 206 : 200, {
        ...headers,
        'content-length': String(body.length),
        ...(part && { 'content-range': `bytes ${part.start}-${part.end}/${size}` }),
      });
      res.end(req.method === 'GET' ? body : undefined);
      return;
    }
    fail(res, 405, 'Error', `Method ${req.method} not allowed`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    /** The next storage request (after the key check) is answered with this status instead. */
    failNext(status = 500) {
      failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
