import '@/lib/server-only';
import { LOCAL_AUTH_SECRET_FILE } from '@/lib/auth/server-secret';
import { getDb } from '@/lib/db/get-db';
import { EnvError, type ServerEnv, getServerEnv } from '@/lib/env';
import { registerProApiHooks } from '@/lib/pro-api/register-pro-api-hooks';
import { startJobWorkers } from '@/lib/workers/start-job-workers';

const DESCRIPTIONS = {
  database: { pglite: 'embedded PGlite', postgres: 'PostgreSQL (DATABASE_URL)' },
  auth: { local: 'local e-mail and password', supabase: 'Supabase Auth' },
  storage: { local: 'local disk (.data/storage)', supabase: 'Supabase Storage' },
  payments: { local: 'local test checkout (nothing is charged)', stripe: 'Stripe' },
  renderEngine: { local: 'local engine (offline preview)', replicate: 'Replicate' },
  listingWriter: { local: 'local template writer', openai: 'OpenAI' },
  analytics: { off: 'off', posthog: 'PostHog' },
  errors: { off: 'off', sentry: 'Sentry' },
} as const;

/** Whose word per-address limits take for the client's address. */
function clientAddressRule(env: ServerEnv): string {
  if (env.TRUSTED_PROXY === 'vercel') return "Vercel's x-vercel-forwarded-for (TRUSTED_PROXY=vercel)";
  if (env.TRUSTED_PROXY_HOPS > 0) {
    return `X-Forwarded-For entry ${env.TRUSTED_PROXY_HOPS} from the right (TRUSTED_PROXY_HOPS=${env.TRUSTED_PROXY_HOPS})`;
  }
  return 'the connection (no proxy trusted)';
}

/**
 * Validates the config (a half-configured provider, or a production server without its providers, stops here with
 * the missing variables' names), says which adapter each concern uses, and opens the database so the first
 * visitor does not wait for it.
 */
export async function startServer(): Promise<void> {
  let env: ServerEnv;
  try {
    env = getServerEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Exit instead of idling without serving, so a process manager or deploy sees the failure.
    console.error(`[roomcraft] configuration error: ${error.message}`);
    process.exit(1);
  }
  for (const [concern, adapter] of Object.entries(env.adapters)) {
    const text = (DESCRIPTIONS as Record<string, Record<string, string>>)[concern]?.[adapter] ?? adapter;
    console.log(`[roomcraft] ${concern}: ${text}`);
  }
  console.log(`[roomcraft] client address: ${clientAddressRule(env)}`);
  console.log(
    `[roomcraft] signing keys: ${env.AUTH_SECRET ? 'derived from AUTH_SECRET' : `derived from this machine's ${LOCAL_AUTH_SECRET_FILE} (AUTH_SECRET unset)`}`,
  );
  if (env.isProduction && env.ALLOW_LOCAL_PROVIDERS === '1') {
    console.warn('[roomcraft] ALLOW_LOCAL_PROVIDERS=1: local stand-ins may run in production');
  }
  const started = performance.now();
  await getDb();
  console.log(`[roomcraft] database ready in ${Math.round(performance.now() - started)} ms`);
  registerProApiHooks();
  if (env.JOB_WORKERS === 'off') {
    console.log('[roomcraft] jobs: web only (JOB_WORKERS=off); run them with npm run worker');
    return;
  }
  await startJobWorkers();
  console.log('[roomcraft] jobs: this process runs the job workers');
}
