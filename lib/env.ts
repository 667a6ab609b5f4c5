import '@/lib/server-only';
import { z } from 'zod';

/**
 * The only module that reads the server's process.env (lib/public-env.ts holds the NEXT_PUBLIC_ values the browser
 * sees). The server config is validated with zod and decides which adapter each
 * concern uses: no variables at all gives the embedded default (in production only with ALLOW_LOCAL_PROVIDERS=1), a
 * complete set of a provider's variables switches that provider on, and an incomplete set stops start-up with the
 * missing variable's name.
 */

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

function schema() {
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next itself: `phase-production-build` while `next build` runs. */
    NEXT_PHASE: optional,
    /** `1` lets the local stand-ins (PGlite, local auth, storage, checkout, engine, writer) run in production. */
    ALLOW_LOCAL_PROVIDERS: optional.pipe(
      z.enum(['0', '1'], { message: 'ALLOW_LOCAL_PROVIDERS must be 1 (or unset)' }).optional(),
    ),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For (lib/api/client-address.ts); 0, no
     * proxy, means per-address limits use the connection's own address and never read the header.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ message: 'TRUSTED_PROXY_HOPS must be a whole number of proxies' })
      .int({ message: 'TRUSTED_PROXY_HOPS must be a whole number of proxies' })
      .min(0, { message: 'TRUSTED_PROXY_HOPS must be 0 or more' })
      .max(10, { message: 'TRUSTED_PROXY_HOPS must be at most 10' })
      .default(0),
    /** A hosting platform whose own client-address headers are trusted instead of counting hops. */
    TRUSTED_PROXY: optional.pipe(
      z
        .enum(['vercel'], {
          message: 'TRUSTED_PROXY must be vercel (or unset: TRUSTED_PROXY_HOPS covers other proxies)',
        })
        .optional(),
    ),
    /**
     * The secret the signing keys of access tokens and known-device marks are derived from (lib/auth/server-secret.ts),
     * the same on every server process. Unset, a local run makes one of its own in .data/auth-secret.
     */
    AUTH_SECRET: optional.pipe(
      z.string().min(32, { message: 'AUTH_SECRET must be at least 32 characters' }).optional(),
    ),
    DATABASE_URL: optional.pipe(z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
    /**
     * A direct or session-mode connection to the same database, on which each web instance LISTENs for changes so
     * it can keep GET /api/me's answers; a transaction pooler (DATABASE_URL on Supabase) cannot hold a LISTEN.
     */
    DATABASE_LISTEN_URL: optional.pipe(
      z.url({ message: 'DATABASE_LISTEN_URL must be a postgres:// URL' }).optional(),
    ),
    PGLITE_DATA_DIR: z.string().default('.data/pglite'),
    /** Folder of the local file storage (embedded mode). */
    STORAGE_DIR: z.string().default('.data/storage'),
    /** Bucket of Supabase Storage that holds uploads and results (private). */
    SUPABASE_STORAGE_BUCKET: z.string().default('roomcraft'),
    NEXT_PUBLIC_SITE_URL: optional,
    NEXT_PUBLIC_SUPABASE_URL: optional,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
    SUPABASE_SERVICE_ROLE_KEY: optional,
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
    /** Another address for Stripe's API (stripe-mock, or the test suite's local server). */
    STRIPE_API_BASE: optional.pipe(z.url({ message: 'STRIPE_API_BASE must be a URL' }).optional()),
    /** Share of a referred first payment credited to the affiliate, 0 to 1. */
    AFFILIATE_COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.3),
    /** The ffmpeg binary that makes videos; by default the one @ffmpeg-installer/ffmpeg ships for this platform. */
    FFMPEG_PATH: optional,
    REPLICATE_API_TOKEN: optional,
    REPLICATE_WEBHOOK_SIGNING_SECRET: optional,
    /** Another address for Replicate's API (the test suite's local server). */
    REPLICATE_API_BASE: z
      .url({ message: 'REPLICATE_API_BASE must be a URL' })
      .default('https://api.replicate.com/v1'),
    OPENAI_API_KEY: optional,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** Another address for OpenAI's API (a compatible gateway, or the test suite's local server). */
    OPENAI_API_BASE: z.url({ message: 'OPENAI_API_BASE must be a URL' }).default('https://api.openai.com/v1'),
    /**
     * Origins (comma-separated) that API photo URLs and webhooks may reach although they are private or local
     * addresses: the test suites' local servers, or a deliberate internal integration. Empty in production.
     */
    OUTBOUND_ALLOWED_ORIGINS: optional,
    NEXT_PUBLIC_POSTHOG_KEY: optional,
    NEXT_PUBLIC_POSTHOG_HOST: z.string().default('https://us.i.posthog.com'),
    NEXT_PUBLIC_SENTRY_DSN: optional,
    /** `off` makes this server a web-only instance: its job workers do not run (`npm run worker` does). */
    JOB_WORKERS: z.enum(['on', 'off'], { message: 'JOB_WORKERS must be on or off' }).default('on'),
    /** The bearer secret of GET|POST /api/cron/jobs, which runs due jobs on serverless hosts; unset, it is off. */
    CRON_SECRET: optional,
  });
}

type RawEnv = z.infer<ReturnType<typeof schema>>;

export type Adapters = {
  database: 'pglite' | 'postgres';
  auth: 'local' | 'supabase';
  storage: 'local' | 'supabase';
  payments: 'local' | 'stripe';
  renderEngine: 'local' | 'replicate';
  listingWriter: 'local' | 'openai';
  analytics: 'off' | 'posthog';
  errors: 'off' | 'sentry';
};

export type ServerEnv = RawEnv & { adapters: Adapters; isProduction: boolean };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** A provider is on when all its variables are set, off when none are; anything between is a mistake. */
function providerIsOn(env: RawEnv, provider: string, names: (keyof RawEnv)[]): boolean {
  const missing = names.filter((n) => !env[n]);
  if (missing.length === 0) return true;
  if (missing.length === names.length) return false;
  const set = names.filter((n) => env[n]);
  throw new EnvError(
    `${provider} is half-configured: ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
  );
}

/** The variables that replace each local stand-in, in the order a production start-up names them. */
const PRODUCTION_PROVIDERS: { concern: keyof Adapters; label: string; names: (keyof RawEnv)[] }[] = [
  { concern: 'database', label: 'database', names: ['DATABASE_URL'] },
  { concern: 'auth', label: 'auth', names: ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY'] },
  { concern: 'storage', label: 'storage', names: ['SUPABASE_SERVICE_ROLE_KEY'] },
  {
    concern: 'payments',
    label: 'payments',
    names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'],
  },
  {
    concern: 'renderEngine',
    label: 'render engine',
    names: ['REPLICATE_API_TOKEN', 'REPLICATE_WEBHOOK_SIGNING_SECRET'],
  },
  { concern: 'listingWriter', label: 'listing writer', names: ['OPENAI_API_KEY'] },
];

const LOCAL_ADAPTERS = new Set<string>(['pglite', 'local']);

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Production fails closed: a local stand-in (which keeps data on this machine's disk, charges nothing and signs
 * people in without a provider) runs only when ALLOW_LOCAL_PROVIDERS=1 says it is meant to, and links in e-mails
 * need the public address and the auth secret. A local run (stand-ins allowed) may leave both out: its links then
 * follow the address each request reached (lib/site/site-url.ts), and it makes its own secret on its disk; a real
 * deployment never builds links from a Host header, and its server processes, on machines of their own, must share
 * one secret. `next build` also runs as production, with no variables in CI, so it is exempt: what it builds is
 * checked when it starts.
 */
function requireProductionProviders(env: RawEnv, adapters: Adapters): void {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return;
  const problems: string[] = [];
  if (env.ALLOW_LOCAL_PROVIDERS !== '1') {
    const missing = PRODUCTION_PROVIDERS.filter(({ concern }) => LOCAL_ADAPTERS.has(adapters[concern])).map(
      ({ label, names }) => `${listed(names.filter((name) => !env[name]))} (${label})`,
    );
    if (missing.length > 0) {
      problems.push(
        `production needs ${missing.join(', ')}, or set ALLOW_LOCAL_PROVIDERS=1 to run the local stand-ins`,
      );
    }
  }
  if (!env.NEXT_PUBLIC_SITE_URL && env.ALLOW_LOCAL_PROVIDERS !== '1') {
    problems.push(
      'production needs NEXT_PUBLIC_SITE_URL (the public address that links in e-mails and redirects point to)',
    );
  }
  if (!env.AUTH_SECRET && env.ALLOW_LOCAL_PROVIDERS !== '1') {
    problems.push(
      'production needs AUTH_SECRET (at least 32 random characters, the same on every server: session signing keys ' +
        'are derived from it)',
    );
  }
  if (problems.length > 0) throw new EnvError(problems.join('; '));
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema().safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const supabaseAuth = providerIsOn(env, 'Supabase', [
    'NEXT_PUBLIC_SUPABASE_URL',
    'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  ]);
  if (supabaseAuth && !env.DATABASE_URL) {
    throw new EnvError(
      'Supabase is configured but DATABASE_URL is missing (the Supabase Postgres connection string)',
    );
  }
  if (env.SUPABASE_SERVICE_ROLE_KEY && !supabaseAuth) {
    throw new EnvError('SUPABASE_SERVICE_ROLE_KEY is set but NEXT_PUBLIC_SUPABASE_URL is missing');
  }
  const adapters: Adapters = {
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    auth: supabaseAuth ? 'supabase' : 'local',
    storage: supabaseAuth && env.SUPABASE_SERVICE_ROLE_KEY ? 'supabase' : 'local',
    payments: providerIsOn(env, 'Stripe', [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
    ])
      ? 'stripe'
      : 'local',
    renderEngine: providerIsOn(env, 'Replicate', ['REPLICATE_API_TOKEN', 'REPLICATE_WEBHOOK_SIGNING_SECRET'])
      ? 'replicate'
      : 'local',
    listingWriter: env.OPENAI_API_KEY ? 'openai' : 'local',
    analytics: env.NEXT_PUBLIC_POSTHOG_KEY ? 'posthog' : 'off',
    errors: env.NEXT_PUBLIC_SENTRY_DSN ? 'sentry' : 'off',
  };
  if (env.TRUSTED_PROXY && env.TRUSTED_PROXY_HOPS > 0) {
    throw new EnvError(
      'Set TRUSTED_PROXY or TRUSTED_PROXY_HOPS, not both: they are two ways to name the proxy',
    );
  }
  requireProductionProviders(env, adapters);
  return { ...env, adapters, isProduction: env.NODE_ENV === 'production' };
}

let cached: ServerEnv | undefined;

/** Server config, validated once per process. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
