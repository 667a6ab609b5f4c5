import { describe, expect, it } from '@jest/globals';
import { EnvError, parseServerEnv } from '@/lib/env';

/**
 * A production server's full set: every provider that replaces a local stand-in, the public address and the auth
 * secret.
 */
const EVERY_PROVIDER = {
  NEXT_PUBLIC_SITE_URL: 'https://roomcraft.example.com/',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
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
};

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
      ...EVERY_PROVIDER,
      NODE_ENV: 'production',
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

/** A production server's variables without the named ones. */
function production(...without: (keyof typeof EVERY_PROVIDER)[]): Record<string, string> {
  const vars: Record<string, string> = { ...EVERY_PROVIDER, NODE_ENV: 'production' };
  for (const name of without) delete vars[name];
  return vars;
}

describe('parseServerEnv in production', () => {
  const message = (vars: Record<string, string>) => {
    try {
      parseServerEnv(vars);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error('parseServerEnv accepted the configuration');
  };

  it('stops without any variable, naming every missing one by concern and the way to run the stand-ins', () => {
    expect(message({ NODE_ENV: 'production' })).toBe(
      'production needs DATABASE_URL (database), NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY (auth), ' +
        'SUPABASE_SERVICE_ROLE_KEY (storage), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and ' +
        'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (payments), REPLICATE_API_TOKEN and REPLICATE_WEBHOOK_SIGNING_SECRET ' +
        '(render engine), OPENAI_API_KEY (listing writer), or set ALLOW_LOCAL_PROVIDERS=1 to run the local ' +
        'stand-ins; production needs NEXT_PUBLIC_SITE_URL (the public address that links in e-mails and redirects ' +
        'point to); production needs AUTH_SECRET (at least 32 random characters, the same on every server: ' +
        'session signing keys are derived from it)',
    );
  });

  it('needs the auth secret in a deployment, long enough, and lets a local run make its own', () => {
    expect(message(production('AUTH_SECRET'))).toBe(
      'production needs AUTH_SECRET (at least 32 random characters, the same on every server: session signing ' +
        'keys are derived from it)',
    );
    expect(message({ ...production(), AUTH_SECRET: 'too-short' })).toBe(
      'Invalid environment: AUTH_SECRET: AUTH_SECRET must be at least 32 characters',
    );
    expect(
      parseServerEnv({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' }).AUTH_SECRET,
    ).toBeUndefined();
    expect(parseServerEnv({ NODE_ENV: 'development' }).AUTH_SECRET).toBeUndefined();
  });

  it('names only the stand-ins still left when some providers are configured', () => {
    expect(
      message(
        production(
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
          'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
          'OPENAI_API_KEY',
        ),
      ),
    ).toBe(
      'production needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (payments), ' +
        'OPENAI_API_KEY (listing writer), or set ALLOW_LOCAL_PROVIDERS=1 to run the local stand-ins',
    );
    expect(message(production('SUPABASE_SERVICE_ROLE_KEY'))).toMatch(
      /^production needs SUPABASE_SERVICE_ROLE_KEY \(storage\), or set ALLOW_LOCAL_PROVIDERS=1/,
    );
  });

  it('runs the local stand-ins when ALLOW_LOCAL_PROVIDERS=1 says so', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      ALLOW_LOCAL_PROVIDERS: '1',
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3200/',
    });
    expect(env.isProduction).toBe(true);
    expect(env.adapters).toMatchObject({ database: 'pglite', auth: 'local', payments: 'local' });
  });

  it('lets a local run leave the public address out (its links follow the request), but not a deployment', () => {
    expect(parseServerEnv({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' }).isProduction).toBe(true);
    expect(message(production('NEXT_PUBLIC_SITE_URL'))).toBe(
      'production needs NEXT_PUBLIC_SITE_URL (the public address that links in e-mails and redirects point to)',
    );
  });

  it('treats ALLOW_LOCAL_PROVIDERS=0 as not allowed, and refuses any other value', () => {
    expect(message({ ...production('OPENAI_API_KEY'), ALLOW_LOCAL_PROVIDERS: '0' })).toBe(
      'production needs OPENAI_API_KEY (listing writer), or set ALLOW_LOCAL_PROVIDERS=1 to run the local stand-ins',
    );
    expect(message({ ...production(), ALLOW_LOCAL_PROVIDERS: 'yes' })).toMatch(
      /ALLOW_LOCAL_PROVIDERS must be 1/,
    );
  });

  it('starts with every provider configured, needing no ALLOW_LOCAL_PROVIDERS', () => {
    const env = parseServerEnv(production());
    expect(
      Object.values(env.adapters).filter((adapter) => adapter === 'local' || adapter === 'pglite'),
    ).toEqual([]);
  });

  it('asks nothing of development or tests', () => {
    expect(parseServerEnv({ NODE_ENV: 'development' }).adapters.database).toBe('pglite');
    expect(parseServerEnv({ NODE_ENV: 'test' }).adapters.payments).toBe('local');
  });

  it('asks nothing of next build, which runs as production with no variables in CI', () => {
    const env = parseServerEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
    expect(env.isProduction).toBe(true);
    expect(env.adapters.database).toBe('pglite');
  });

  it('still stops a half-configured provider first, whatever ALLOW_LOCAL_PROVIDERS says', () => {
    expect(message({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1', STRIPE_SECRET_KEY: 'sk' })).toMatch(
      /^Stripe is half-configured/,
    );
  });
});
