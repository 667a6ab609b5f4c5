import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  temperature?: number;
  max_tokens?: number;
};

type Failure = { status: number; retryAfter?: string };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });

/**
 * A local server speaking the part of OpenAI's API the listing writer uses: `POST /v1/chat/completions` with
 * Bearer-key auth, a model that must exist, `{error: {message, type, code}}` errors, and a `chat.completion`
 * answer. Tests choose the reply, make the next calls fail (500, 429 with Retry-After) or answer slowly.
 */
export async function startFakeOpenAi(apiKey: string, models: string[]) {
  const requests: ChatRequest[] = [];
  let reply: (request: ChatRequest) => string = () => 'A fine home.';
  const failures: Failure[] = [];
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, type: string, code: string | null) =>
    send(res, status, { error: { message, type, param: null, code } });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return error(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return error(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    let request: ChatRequest;
    try {
      request = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      return error(
        res,
        400,
        'We could not parse the JSON body of your request.',
        'invalid_request_error',
        null,
      );
    }
    if (!models.includes(request.model)) {
      return error(
        res,
        404,
        `The model \`${request.model}\` does not exist.`,
        'invalid_request_error',
        'model_not_found',
      );
    }
    if (!Array.isArray(request.messages) || request.messages.length === 0) {
      return error(res, 400, "'messages' is a required property", 'invalid_request_error', null);
    }
    requests.push(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The client gave up waiting: nobody to answer.
    if (res.destroyed) return;
    const failure = failures.shift();
    if (failure?.status === 429) {
      return send(
        res,
        429,
        {
          error: {
            message: 'Rate limit reached for requests',
            type: 'requests',
            param: null,
            code: 'rate_limit_exceeded',
          },
        },
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
    }
    if (failure)
      return error(
        res,
        failure.status,
        'The server had an error while processing your request.',
        'server_error',
        null,
      );
    send(res, 200, {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply(request) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    reply(fn: (request: ChatRequest) => string) {
      reply = fn;
    },
    failNext(status: number, retryAfter?: string) {
      failures.push({ status, retryAfter });
    },
    slow(ms: number) {
      delayMs = ms;
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      delayMs = 0;
      reply = () => 'A fine home.';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
