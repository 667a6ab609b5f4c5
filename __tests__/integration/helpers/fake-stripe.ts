import { randomBytes } from 'node:crypto';
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

type Obj = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local server speaking the parts of Stripe's REST API that our adapter uses (form-encoded requests, Stripe's
 * object and error shapes, Idempotency-Key): customers, checkout sessions, billing portal sessions, subscriptions,
 * products and prices. Tests arrange its state directly (`state`), read what was asked of it (`requests`), and can
 * hold back or fail one answer (`afterRead`) to force the interleaving of concurrent webhook deliveries.
 */
export async function startFakeStripe(port = 0) {
  const state = {
    customers: new Map<string, Obj>(),
    sessions: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
  };
  const idempotent = new Map<string, unknown>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const pendingAfterReads = new Map<string, () => Promise<void>>();
  const heldAnswers = new WeakMap<ServerResponse, () => Promise<void>>();

  const write = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    res.end(text);
  };
  // The answer is taken from the state when the request arrives; a held answer is sent only after its hook ran, so
  // it can be older than what Stripe holds by the time it is received.
  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    const hold = heldAnswers.get(res);
    if (!hold) return write(res, status, text);
    hold().then(
      () => write(res, status, text),
      (error: Error) =>
        write(res, 500, JSON.stringify({ error: { type: 'api_error', message: error.message } }), {
          'stripe-should-retry': 'false',
        }),
    );
  };
  const missing = (res: ServerResponse, what: string, key: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${key}'`,
        param: 'id',
      },
    });

  /** A subscription as Stripe returns it: the period on the item (API 2025-03-31 and later), price expanded. */
  const expandSubscription = (sub: Obj) => {
    const price = state.prices.get(String(sub.price));
    return {
      ...sub,
      object: 'subscription',
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price,
            quantity: sub.quantity,
            current_period_start: sub.current_period_start,
            current_period_end: sub.current_period_end,
          },
        ],
      },
    };
  };

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = qs.parse(raw) as Record<string, unknown>;
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, body });
    const afterRead = method === 'GET' ? pendingAfterReads.get(url.pathname) : undefined;
    if (afterRead) {
      pendingAfterReads.delete(url.pathname);
      heldAnswers.set(res, afterRead);
    }
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && method === 'POST' ? `${url.pathname}:${key}` : null;
    if (idemKey && idempotent.has(idemKey)) return send(res, 200, idempotent.get(idemKey));
    const answer = (status: number, value: unknown) => {
      if (idemKey && status === 200) idempotent.set(idemKey, value);
      send(res, status, value);
    };

    const [, version, resource, objectId] = url.pathname.split('/');
    if (version !== 'v1') return missing(res, 'route', url.pathname);

    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        metadata: body.metadata ?? {},
      };
      state.customers.set(customer.id, customer);
      return answer(200, customer);
    }
    if (resource === 'checkout' && objectId === 'sessions' && method === 'POST') {
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        allow_promotion_codes: body.allow_promotion_codes === 'true',
        line_items: body.line_items,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id('cs')}`,
      };
      state.sessions.set(session.id, session);
      return answer(200, session);
    }
    if (resource === 'billing_portal' && objectId === 'sessions' && method === 'POST') {
      return answer(200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id('ps')}`,
      });
    }
    if (resource === 'subscriptions' && objectId) {
      const subscription = state.subscriptions.get(objectId);
      if (!subscription) return missing(res, 'subscription', objectId);
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      }
      return answer(200, expandSubscription(subscription));
    }
    if (resource === 'products' && method === 'POST' && !objectId) {
      const product = {
        id: String(body.id ?? id('prod')),
        object: 'product',
        active: body.active !== 'false',
        name: body.name,
        description: body.description ?? null,
        images: [],
        metadata: body.metadata ?? {},
      };
      state.products.set(product.id, product);
      return answer(200, product);
    }
    if (resource === 'products' && objectId) {
      const product = state.products.get(objectId);
      if (!product) return missing(res, 'product', objectId);
      if (method === 'POST') {
        Object.assign(product, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.active !== undefined && { active: body.active === 'true' }),
          ...(body.metadata !== undefined && { metadata: body.metadata }),
        });
      }
      return answer(200, product);
    }
    if (resource === 'prices' && method === 'GET' && !objectId) {
      const keys = (
        url.searchParams.getAll('lookup_keys[]').length
          ? url.searchParams.getAll('lookup_keys[]')
          : ((qs.parse(url.search.slice(1)).lookup_keys as string[] | undefined) ?? [])
      ) as string[];
      const data = [...state.prices.values()].filter(
        (p) => keys.length === 0 || keys.includes(String(p.lookup_key)),
      );
      return answer(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (resource === 'prices' && method === 'POST' && !objectId) {
      const recurring = body.recurring as { interval?: string } | undefined;
      if (body.transfer_lookup_key === 'true') {
        for (const other of state.prices.values())
          if (other.lookup_key === body.lookup_key) other.lookup_key = null;
      }
      const price = {
        id: id('price'),
        object: 'price',
        active: body.active !== 'false',
        product: body.product,
        unit_amount: Number(body.unit_amount),
        currency: body.currency,
        type: recurring ? 'recurring' : 'one_time',
        recurring: recurring
          ? { interval: recurring.interval, interval_count: 1, trial_period_days: null }
          : null,
        lookup_key: body.lookup_key ?? null,
      };
      state.prices.set(price.id, price);
      return answer(200, price);
    }
    if (resource === 'prices' && objectId) {
      const price = state.prices.get(objectId);
      if (!price) return missing(res, 'price', objectId);
      if (method === 'POST' && body.active !== undefined) price.active = body.active === 'true';
      return answer(200, price);
    }
    missing(res, 'route', `${method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    requests,
    /** Arranges a product with a monthly price in Stripe's shapes. */
    addPlan(productId: string, priceId: string, unitAmount: number, metadata: Record<string, string> = {}) {
      state.products.set(productId, {
        id: productId,
        object: 'product',
        active: true,
        name: `Roomcraft ${productId}`,
        description: null,
        images: [],
        metadata,
      });
      state.prices.set(priceId, {
        id: priceId,
        object: 'price',
        active: true,
        product: productId,
        unit_amount: unitAmount,
        currency: 'usd',
        type: 'recurring',
        recurring: { interval: 'month', interval_count: 1, trial_period_days: null },
        lookup_key: null,
      });
    },
    /**
     * Runs `hook` once, on the next read of `path`, after its answer was taken from the state and before it is sent:
     * the hook can change the state (the answer stays as it was read) and wait; if it throws, Stripe answers 500.
     */
    afterRead(path: string, hook: () => Promise<void>) {
      pendingAfterReads.set(path, hook);
    },
    /** Arranges a subscription as Stripe holds it. */
    addSubscription(fields: {
      customer: string;
      price: string;
      status?: string;
      userId?: string;
      quantity?: number;
    }) {
      const created = now();
      const subscription: Obj = {
        id: id('sub'),
        customer: fields.customer,
        price: fields.price,
        quantity: fields.quantity ?? 1,
        status: fields.status ?? 'active',
        metadata: fields.userId ? { user_id: fields.userId } : {},
        cancel_at_period_end: false,
        created,
        current_period_start: created,
        current_period_end: created + 30 * 86400,
        ended_at: null,
        cancel_at: null,
        canceled_at: null,
        trial_start: null,
        trial_end: null,
      };
      state.subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
