import 'next-test-api-route-handler';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

setupTestDatabase();

type Props = {
  mails?: { to: string; subject: string; html: string; sentAt: string }[];
  localOutbox?: boolean;
};
type Page = {
  getServerSideProps: (ctx: GetServerSidePropsContext) => Promise<{ props?: Props; notFound?: boolean }>;
};

const SUPABASE = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
};

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

/**
 * A page's server side as a server started with `vars` runs it: the environment is read once per process, so the
 * page and everything it imports are loaded afresh under it (the open test database is shared through globalThis).
 */
async function serverSide(page: 'dev/mail' | 'signup' | 'forgot-password', vars: Record<string, string>) {
  Object.assign(process.env, vars);
  let loaded: Page | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = (await import(`@/pages/${page}`)) as Page;
  });
  const ctx = { locale: 'en', query: {}, req: { headers: {}, cookies: {} }, res: { setHeader() {} } };
  return loaded!.getServerSideProps(ctx as unknown as GetServerSidePropsContext);
}

describe('the local outbox, /dev/mail', () => {
  it('shows the confirmation mail on a production server running the local stand-ins', async () => {
    const res = await callRoute(signup, {
      method: 'POST',
      body: { email: 'outbox@example.com', password: 'outbox-password' },
    });
    expect(res.status).toBe(201);
    const result = await serverSide('dev/mail', { NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' });
    expect(result.notFound).toBeUndefined();
    const mail = result.props?.mails?.find((m) => m.to === 'outbox@example.com');
    expect(mail?.subject).toBe('Confirm your Roomcraft account');
    expect(mail?.html).toMatch(
      /href="http:\/\/127\.0\.0\.1:\d+\/auth\/callback\?token_hash=[\w-]+&#38;type=signup&#38;/,
    );
    expect(mail?.sentAt).toMatch(/UTC$/);
  });

  it('is also there in development', async () => {
    expect((await serverSide('dev/mail', { NODE_ENV: 'development' })).props?.mails).toBeDefined();
  });

  it('is a 404 where a real auth provider sends the mail, in production and in development', async () => {
    const production = await serverSide('dev/mail', {
      NODE_ENV: 'production',
      ALLOW_LOCAL_PROVIDERS: '1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      ...SUPABASE,
    });
    expect(production).toEqual({ notFound: true });
    const development = await serverSide('dev/mail', {
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      ...SUPABASE,
    });
    expect(development).toEqual({ notFound: true });
  });

  it('is a 404 on a full production deployment, with no stand-in allowed', async () => {
    const result = await serverSide('dev/mail', {
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://roomcraft.example',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      ...SUPABASE,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      REPLICATE_API_TOKEN: 'r8_1',
      REPLICATE_WEBHOOK_SIGNING_SECRET: 'whsec_2',
      OPENAI_API_KEY: 'sk-1',
      AUTH_SECRET: 'a-full-deployment-secret-of-at-least-32-chars',
    });
    expect(result).toEqual({ notFound: true });
  });
});

describe('the pages that send e-mail', () => {
  it('link to the outbox only where the local auth keeps the mail', async () => {
    const local = { NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' };
    expect((await serverSide('signup', local)).props?.localOutbox).toBe(true);
    expect((await serverSide('forgot-password', local)).props?.localOutbox).toBe(true);
    const hosted = { ...local, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', ...SUPABASE };
    expect((await serverSide('forgot-password', hosted)).props?.localOutbox).toBe(false);
  });
});
