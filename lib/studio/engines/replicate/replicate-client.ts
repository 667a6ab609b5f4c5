import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';

/** A prediction as Replicate's HTTP API returns it (the fields we use). */
export type Prediction = {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: unknown;
  error?: string | null;
};

/**
 * What went wrong at Replicate, in words a user may read (the render fails with it; nothing crashes). `status` is
 * null when Replicate gave no answer (unreachable, timed out); `retryAfterSeconds` is its Retry-After, when sent.
 */
export class ReplicateError extends Error {
  override name = 'ReplicateError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  /**
   * Whether asking again may succeed: no answer, a timeout, rate limiting or a server error. Anything else (bad
   * input, authentication, an unknown model) is a definitive refusal.
   */
  get transient(): boolean {
    return this.status === null || [408, 425, 429].includes(this.status) || this.status >= 500;
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110), null when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const TIMEOUT_MS = 20_000;

/** Pinned version (community models) or the model's own endpoint (official models, always their latest). */
export type ModelRef = { model: string; version?: string };

export interface ReplicateClient {
  createPrediction(ref: ModelRef, input: Record<string, unknown>, webhook: string): Promise<Prediction>;
  getPrediction(id: string): Promise<Prediction>;
  cancelPrediction(id: string): Promise<void>;
  /** Downloads an output file (its URLs expire after an hour, so we keep our own copy). */
  download(url: string): Promise<Buffer>;
}

/** Replicate answers errors as problem details (`title`, `detail`) or, on older endpoints, `{detail}`. */
async function readableError(response: Response): Promise<ReplicateError> {
  let detail = '';
  try {
    const body = (await response.json()) as { detail?: unknown; title?: unknown };
    detail = [body.title, body.detail].filter((part) => typeof part === 'string').join(': ');
  } catch {
    // Not JSON: the status says enough.
  }
  return new ReplicateError(
    `The AI provider answered ${response.status}${detail ? ` (${detail})` : ''}.`,
    response.status,
    retryAfterSeconds(response.headers.get('retry-after')),
  );
}

export function createReplicateClient(
  token = getServerEnv().REPLICATE_API_TOKEN ?? '',
  base = getServerEnv().REPLICATE_API_BASE,
): ReplicateClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is unreachable';
      throw new ReplicateError(`The AI provider ${reason}.`, null);
    }
    if (!response.ok) throw await readableError(response);
    return (await response.json()) as T;
  }

  return {
    createPrediction(ref, input, webhook) {
      // The start event tells us at once of a prediction whose creation we could not record (see the intents of
      // startReplicateRender); completed finishes it.
      const request = { input, webhook, webhook_events_filter: ['start', 'completed'] };
      return ref.version
        ? call<Prediction>('POST', '/predictions', { ...request, version: ref.version })
        : call<Prediction>('POST', `/models/${ref.model}/predictions`, request);
    },
    getPrediction: (id) => call<Prediction>('GET', `/predictions/${encodeURIComponent(id)}`),
    async cancelPrediction(id) {
      await call('POST', `/predictions/${encodeURIComponent(id)}/cancel`);
    },
    async download(url) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {
        throw new ReplicateError('The result could not be downloaded from the AI provider.', null);
      }
      if (!response.ok)
        throw new ReplicateError(`The result download answered ${response.status}.`, response.status);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
