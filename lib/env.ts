import { z } from 'zod';

/**
 * The only module that reads the server's process.env (lib/public-env.ts holds the NEXT_PUBLIC_ values the browser
 * sees). The server config is validated with zod and decides which adapter each
 * concern uses: no variables at all gives the embedded default, a complete set of a provider's variables switches
 * that provider on, and an incomplete set stops start-up with the missing variable's name.
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
    DATABASE_URL: optional.pipe(z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
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
  return { ...env, adapters, isProduction: env.NODE_ENV === 'production' };
}

let cached: ServerEnv | undefined;

/** Server config, validated once per process. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
