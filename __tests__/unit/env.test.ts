import { describe, expect, it } from '@jest/globals';
import { EnvError, parseServerEnv } from '@/lib/env';

describe('parseServerEnv', () => {
  it('chooses every embedded adapter with no variables at all', () => {
    const env = parseServerEnv({});
    expect(env.adapters).toEqual({
      database: 'pglite',
      auth: 'local',
      storage: 'local',
      payments: 'local',
      renderEngine: 'local',
      listingWriter: 'local',
      analytics: 'off',
      errors: 'off',
    });
    expect(env.PGLITE_DATA_DIR).toBe('.data/pglite');
    expect(env.isProduction).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ STRIPE_SECRET_KEY: '', DATABASE_URL: '  ' }).adapters.payments).toBe('local');
  });

  it('switches each provider on when all its variables are set', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db.example.com:6543/postgres',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      REPLICATE_API_TOKEN: 'r8_1',
      REPLICATE_WEBHOOK_SIGNING_SECRET: 'whsec_r',
      OPENAI_API_KEY: 'sk-1',
      NEXT_PUBLIC_POSTHOG_KEY: 'phc_1',
      NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
    });
    expect(env.adapters).toEqual({
      database: 'postgres',
      auth: 'supabase',
      storage: 'supabase',
      payments: 'stripe',
      renderEngine: 'replicate',
      listingWriter: 'openai',
      analytics: 'posthog',
      errors: 'sentry',
    });
    expect(env.isProduction).toBe(true);
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      /Stripe is half-configured: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are missing/,
    ],
    [
      { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' },
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is missing/,
    ],
    [
      { REPLICATE_API_TOKEN: 'r8' },
      /Replicate is half-configured: .*REPLICATE_WEBHOOK_SIGNING_SECRET is missing/,
    ],
    [{ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' }, /NEXT_PUBLIC_SUPABASE_ANON_KEY is missing/],
    [
      { NEXT_PUBLIC_SUPABASE_URL: 'https://a.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' },
      /DATABASE_URL is missing/,
    ],
    [{ SUPABASE_SERVICE_ROLE_KEY: 'service' }, /NEXT_PUBLIC_SUPABASE_URL is missing/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
  ])('stops on a half-configured provider, naming what is missing (%o)', (vars, message) => {
    expect(() => parseServerEnv(vars)).toThrow(EnvError);
    expect(() => parseServerEnv(vars)).toThrow(message);
  });
});
