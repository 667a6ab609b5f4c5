import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type FakePrediction = {
  id: string;
  model: string;
  version: string | null;
  input: Record<string, unknown>;
  webhook: string | null;
  webhook_events_filter: string[] | null;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output: unknown;
  error: string | null;
};

/**
 * A finished prediction's output in the shape the model's published `Output` schema gives (one URL, or a list of
 * them), read from the stored schemas; predictions created by version (whose model we are not told) answer a list.
 */
function outputOf(model: string, fileUrl: string): unknown {
  const schema = path.join(
    __dirname,
    '..',
    '..',
    'fixtures',
    'replicate-schemas',
    `${model.replace('/', '__')}.json`,
  );
  if (!existsSync(schema)) return [fileUrl];
  const { components } = JSON.parse(readFileSync(schema, 'utf8')) as {
    components: { schemas: { Output: { type: string } } };
  };
  return components.schemas.Output.type === 'array' ? [fileUrl] : fileUrl;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });

/**
 * A local server speaking the parts of Replicate's HTTP API our adapter uses: predictions created by version
 * (`POST /v1/predictions`) or by official model (`POST /v1/models/{owner}/{name}/predictions`), read, cancelled,
 * Bearer-token auth, problem-details errors, output files to download. Webhooks are signed the way Replicate signs
 * them (Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the base64 key after `whsec_`), computed here
 * with node:crypto, independently of the library the app verifies with.
 */
export async function startFakeReplicate(token: string, signingSecret: string) {
  const predictions = new Map<string, FakePrediction>();
  const files = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  /** When each create request arrived (ms), to check the pauses between asks. */
  const createTimes: number[] = [];
  let failNextCreates: { count: number; status: number; retryAfter?: string } = { count: 0, status: 500 };
  /** Called with each prediction once it is created at "Replicate", before the answer is sent. */
  let onCreate: ((prediction: FakePrediction) => void | Promise<void>) | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, title: string, detail: string) =>
    send(res, status, { type: 'about:blank', title, detail, status });
  const view = (p: FakePrediction) => ({
    id: p.id,
    model: p.model,
    version: p.version,
    input: p.input,
    status: p.status,
    output: p.output,
    error: p.error,
    urls: { get: `${url}/v1/predictions/${p.id}`, cancel: `${url}/v1/predictions/${p.id}/cancel` },
    created_at: new Date().toISOString(),
  });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path });
    const file = /^\/files\/([\w-]+\.\w+)$/.exec(path);
    if (req.method === 'GET' && file) {
      const data = files.get(file[1]!);
      if (!data) return problem(res, 404, 'Not found', 'No such file');
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(data);
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    }
    const body = req.method === 'POST' ? await readBody(req) : '';
    const byModel = /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/.exec(path);
    if (req.method === 'POST' && (path === '/v1/predictions' || byModel)) {
      createTimes.push(Date.now());
      if (failNextCreates.count > 0) {
        failNextCreates.count--;
        if (failNextCreates.retryAfter !== undefined)
          res.setHeader('Retry-After', failNextCreates.retryAfter);
        return failNextCreates.status === 429
          ? problem(res, 429, 'Too Many Requests', 'Request was throttled.')
          : failNextCreates.status === 422
            ? problem(res, 422, 'Input validation failed', 'input.image: Does not match format uri')
            : problem(
                res,
                failNextCreates.status,
                'Internal Server Error',
                'Something went wrong on our side',
              );
      }
      const request = JSON.parse(body) as {
        version?: string;
        input?: Record<string, unknown>;
        webhook?: string;
        webhook_events_filter?: string[];
      };
      if (!request.input) return problem(res, 422, 'Input validation failed', 'input is required');
      if (!byModel && !request.version) return problem(res, 422, 'Invalid version', 'version is required');
      const prediction: FakePrediction = {
        id: randomBytes(13)
          .toString('base64url')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x'),
        model: byModel ? byModel[1]! : 'version',
        version: request.version ?? null,
        input: request.input,
        webhook: request.webhook ?? null,
        webhook_events_filter: request.webhook_events_filter ?? null,
        status: 'starting',
        output: null,
        error: null,
      };
      predictions.set(prediction.id, prediction);
      await onCreate?.(prediction);
      return send(res, 201, view(prediction));
    }
    const one = /^\/v1\/predictions\/([\w-]+)(\/cancel)?$/.exec(path);
    const prediction = one ? predictions.get(one[1]!) : undefined;
    if (one && !prediction)
      return problem(res, 404, 'Not found', 'The requested resource could not be found.');
    if (prediction && req.method === 'GET' && !one![2]) return send(res, 200, view(prediction));
    if (prediction && req.method === 'POST' && one![2]) {
      if (prediction.status === 'starting' || prediction.status === 'processing')
        prediction.status = 'canceled';
      return send(res, 200, view(prediction));
    }
    return problem(res, 404, 'Not found', 'The requested resource could not be found.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    predictions,
    requests,
    createTimes,
    /** The next `count` creates are refused with `status` (and this Retry-After, when given). */
    failNextCreates(count: number, status = 500, retryAfter?: string) {
      failNextCreates = { count, status, retryAfter };
    },
    /** Runs `hook` as each prediction is created, before its creator hears of it (null: no hook). */
    onCreate(hook: typeof onCreate) {
      onCreate = hook;
    },
    /** Finishes a prediction at "Replicate" (without delivering its webhook): the truth a poll will read. */
    finish(
      id: string,
      outcome: { status: 'succeeded'; image: Buffer } | { status: 'failed'; error: string },
    ) {
      const prediction = predictions.get(id);
      if (!prediction) throw new Error(`no prediction ${id}`);
      prediction.status = outcome.status;
      if (outcome.status === 'succeeded') {
        const name = `${id}.png`;
        files.set(name, outcome.image);
        prediction.output = outputOf(prediction.model, `${url}/files/${name}`);
      } else {
        prediction.error = outcome.error;
      }
      return view(prediction);
    },
    /**
     * The webhook delivery Replicate would send for a prediction's current state, signed, to the address given when
     * it was created (its query, such as the intent, in `query`).
     */
    delivery(id: string, options: { webhookId?: string; timestamp?: number; secret?: string } = {}) {
      const prediction = predictions.get(id)!;
      const body = JSON.stringify(view(prediction));
      const query = Object.fromEntries(new URL(prediction.webhook ?? 'http://x/').searchParams);
      const webhookId = options.webhookId ?? `msg_${randomBytes(12).toString('hex')}`;
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      const key = Buffer.from((options.secret ?? signingSecret).replace(/^whsec_/, ''), 'base64');
      const signature = createHmac('sha256', key)
        .update(`${webhookId}.${timestamp}.${body}`)
        .digest('base64');
      return {
        rawBody: body,
        query,
        headers: {
          'webhook-id': webhookId,
          'webhook-timestamp': timestamp,
          'webhook-signature': `v1,${signature}`,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeReplicate = Awaited<ReturnType<typeof startFakeReplicate>>;
