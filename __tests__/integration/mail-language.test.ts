import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { listOutbox } from '@/lib/auth/local/outbox';
import * as formMagicLink from '@/pages/api/auth/form/magic-link';
import * as resetPassword from '@/pages/api/auth/reset-password';
import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

/** The newest mail sent to `email`. */
async function lastMailTo(email: string) {
  const mail = (await listOutbox(t.db())).find((m) => m.to_email === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

const signUp = (email: string, locale?: string) =>
  callRoute(signup, { method: 'POST', body: { email, password: 'password-123', locale } });

describe('e-mails in the recipient’s language', () => {
  it('confirms a sign-up from a German page in German, and tells the owner of a taken address in theirs', async () => {
    expect((await signUp('klara@example.com', 'de')).status).toBe(201);
    const confirmation = await lastMailTo('klara@example.com');
    expect(confirmation.subject).toBe('Bestätigen Sie Ihr Roomcraft-Konto');
    expect(confirmation.text_body).toContain('Willkommen bei Roomcraft.');
    expect(confirmation.text_body).toContain('E-Mail-Adresse bestätigen: http');
    expect(confirmation.html_body).toContain(
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    );

    // Someone on the English site tries the same address: the owner reads of it in the language of their account.
    expect((await signUp('klara@example.com', 'en')).status).toBe(201);
    const notice = await lastMailTo('klara@example.com');
    expect(notice.id).toBeGreaterThan(confirmation.id);
    expect(notice.subject).toBe('Sie haben bereits ein Roomcraft-Konto');
    expect(notice.text_body).toMatch(/melden Sie sich unter http\S+\/signin an/);
  });

  it('writes a link asked for from a French page in French, whatever the account’s language', async () => {
    expect((await signUp('luc@example.com', 'de')).status).toBe(201);
    const res = await callRoute(formMagicLink, {
      method: 'POST',
      rawBody: new URLSearchParams({ email: 'luc@example.com', locale: 'fr' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/signin?notice=magic_link_sent');
    const mail = await lastMailTo('luc@example.com');
    expect(mail.subject).toBe('Votre lien de connexion à Roomcraft');
    expect(mail.text_body).toContain('Se connecter: http');
  });

  it('falls back to the account’s language, then English', async () => {
    expect((await signUp('jonas@example.com', 'de')).status).toBe(201);
    expect(
      (await callRoute(resetPassword, { method: 'POST', body: { email: 'jonas@example.com' } })).status,
    ).toBe(200);
    expect((await lastMailTo('jonas@example.com')).subject).toBe('Setzen Sie Ihr Roomcraft-Passwort zurück');

    // An unknown language never stops a sign-up: the mail is English.
    expect((await signUp('someone@example.com', 'xx')).status).toBe(201);
    expect((await lastMailTo('someone@example.com')).subject).toBe('Confirm your Roomcraft account');
  });
});
