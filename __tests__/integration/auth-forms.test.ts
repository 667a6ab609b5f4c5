import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { listOutbox } from '@/lib/auth/local/outbox';
import * as magicLinkForm from '@/pages/api/auth/form/magic-link';
import * as resetPasswordForm from '@/pages/api/auth/form/reset-password';
import * as signinForm from '@/pages/api/auth/form/signin';
import * as signupForm from '@/pages/api/auth/form/signup';
import * as updatePasswordForm from '@/pages/api/auth/form/update-password';
import * as me from '@/pages/api/me';
import { type RouteResponse, callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

/** A form post as a browser sends it from one of our pages before (or without) the page's script. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  rawBody: new URLSearchParams(fields).toString(),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    ...headers,
  },
});

function redirect(res: RouteResponse): string {
  expect(res.status).toBe(303);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.headers.get('location')!;
}

describe('auth forms posted without script', () => {
  it('signs up into the "check your e-mail" page, then signs in and goes on to where the visitor was headed', async () => {
    const jar = new Map<string, string>();
    const email = 'form@example.com';
    const up = await callRoute(
      signupForm,
      post({ fullName: '', email, password: 'form-password-1', redirectedFrom: '/studio' }),
      jar,
    );
    expect(redirect(up)).toBe('/signup?redirectedFrom=%2Fstudio&notice=confirmation_sent');
    expect(jar.has('rc_session')).toBe(false);
    const mail = (await listOutbox(t.db())).find((m) => m.to_email === email)!;
    expect(mail.text_body).toContain('&next=%2Fstudio');

    const signedIn = await callRoute(
      signinForm,
      post({ email, password: 'form-password-1', redirectedFrom: '/studio' }),
      jar,
    );
    expect(redirect(signedIn)).toBe('/studio');
    expect(((await callRoute(me, {}, jar)).body as { user: { email: string } }).user.email).toBe(email);
  });

  it('sends a failure back to its form with a code, keeping the return address but never the password or e-mail', async () => {
    await signUpUser('back@example.com', 'right-password');
    const cases: [typeof signinForm, Record<string, string>, string][] = [
      [
        signinForm,
        { email: 'back@example.com', password: 'wrong-password', redirectedFrom: '/account', pro: 'true' },
        '/signin?redirectedFrom=%2Faccount&pro=true&error=invalid_credentials',
      ],
      [signinForm, { email: 'back@example.com', password: '' }, '/signin?error=missing_password'],
      [
        signinForm,
        { email: 'back-at-example.com', password: 'right-password' },
        '/signin?error=invalid_email',
      ],
      [signupForm, { email: 'new@example.com', password: 'short' }, '/signup?error=password_too_short'],
      [
        signupForm,
        { email: 'new@example.com', password: 'x'.repeat(201) },
        '/signup?error=password_too_long',
      ],
      [
        signupForm,
        { email: 'new@example.com', password: 'long-enough', fullName: 'N'.repeat(121) },
        '/signup?error=name_too_long',
      ],
    ];
    for (const [route, fields, location] of cases) {
      expect(redirect(await callRoute(route, post(fields)))).toBe(location);
    }
  });

  it('answers a sign-up for a taken address exactly as for a new one', async () => {
    await signUpUser('taken-form@example.com');
    const taken = await callRoute(
      signupForm,
      post({ email: 'taken-form@example.com', password: 'other-password' }),
    );
    const fresh = await callRoute(
      signupForm,
      post({ email: 'fresh-form@example.com', password: 'other-password' }),
    );
    expect([redirect(taken), taken.setCookies]).toEqual([redirect(fresh), fresh.setCookies]);
  });

  it('comes back in the visitor’s locale, and never leaves the site', async () => {
    await signUpUser('locale@example.com', 'right-password');
    const fields = { email: 'locale@example.com', locale: 'fr' };
    expect(redirect(await callRoute(signinForm, post({ ...fields, password: 'wrong-password' })))).toBe(
      '/fr/signin?error=invalid_credentials',
    );
    expect(
      redirect(
        await callRoute(
          signinForm,
          post({ ...fields, password: 'right-password', redirectedFrom: '/account' }),
        ),
      ),
    ).toBe('/fr/account');
    expect(
      redirect(
        await callRoute(
          signinForm,
          post({ ...fields, password: 'right-password', redirectedFrom: '//evil.example/' }),
        ),
      ),
    ).toBe('/fr');
    expect(
      redirect(
        await callRoute(
          signinForm,
          post({ ...fields, password: 'right-password', locale: 'xx', redirectedFrom: '/x' }),
        ),
      ),
    ).toBe('/x');
  });

  it('sends sign-in and reset links with a notice, whether or not the address has an account', async () => {
    await signUpUser('links@example.com');
    for (const email of ['links@example.com', 'ghost@example.com']) {
      expect(
        redirect(await callRoute(magicLinkForm, post({ email, password: '', redirectedFrom: '/studio' }))),
      ).toBe('/signin?redirectedFrom=%2Fstudio&notice=magic_link_sent');
      expect(redirect(await callRoute(resetPasswordForm, post({ email })))).toBe(
        '/forgot-password?notice=reset_sent',
      );
    }
    const mails = (await listOutbox(t.db())).filter((m) => m.to_email === 'links@example.com');
    expect(mails.map((m) => m.subject).slice(0, 2)).toEqual([
      'Reset your Roomcraft password',
      'Your Roomcraft sign-in link',
    ]);
  });

  it('saves a new password from the reset page, and sends a visitor without a session for a new link', async () => {
    const { jar } = await signUpUser('new-pw@example.com', 'old-password-1');
    expect(redirect(await callRoute(updatePasswordForm, post({ password: 'short' }), jar))).toBe(
      '/reset-password?error=password_too_short',
    );
    expect(redirect(await callRoute(updatePasswordForm, post({ password: 'new-password-2' }), jar))).toBe(
      '/reset-password?notice=password_saved',
    );
    expect(redirect(await callRoute(updatePasswordForm, post({ password: 'new-password-3' })))).toBe(
      '/forgot-password?error=session_expired',
    );
    const signedIn = await callRoute(
      signinForm,
      post({ email: 'new-pw@example.com', password: 'new-password-2' }),
    );
    expect(redirect(signedIn)).toBe('/');
  });

  it('throttles the form like the JSON route', async () => {
    const attempt = () =>
      callRoute(
        signinForm,
        post({ email: 'guessed@example.com', password: 'guess-xx' }, { 'x-forwarded-for': '198.51.100.9' }),
      );
    for (let i = 0; i < 10; i++) expect(redirect(await attempt())).toBe('/signin?error=invalid_credentials');
    expect(redirect(await attempt())).toBe('/signin?error=rate_limited');
  });

  it('refuses a post from another site, and takes no JSON', async () => {
    const fields = { email: 'back@example.com', password: 'right-password' };
    const crossSite = await callRoute(signinForm, post(fields, { 'sec-fetch-site': 'cross-site' }));
    expect({ status: crossSite.status, body: crossSite.body }).toMatchObject({
      status: 403,
      body: { error: 'cross_site_request' },
    });
    const json = await callRoute(signinForm, { method: 'POST', body: fields });
    expect(json.status).toBe(415);
  });
});
