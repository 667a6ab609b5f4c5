import { describe, expect, it } from '@jest/globals';
import { loadLegalDocument } from '@/lib/legal/load-legal-document';
import { SUPPORT_EMAIL } from '@/lib/contact/support-email';

describe('legal documents', () => {
  it.each(['privacy', 'tos'] as const)(
    '%s: a table of contents whose links reach its sections',
    async (name) => {
      const document = await loadLegalDocument(name);
      expect(document.updated).toBe('2026-11-24');
      expect(document.toc.length).toBeGreaterThan(8);
      for (const entry of document.toc) expect(document.html).toContain(`<h2 id="${entry.id}">`);
      expect(document.html).toContain(`mailto:${SUPPORT_EMAIL}`);
      // Tables scroll on their own on a phone instead of widening the page.
      const tables = document.html.split('<table>').length - 1;
      expect(document.html.split('<div class="table-scroll" tabindex="0"><table>').length - 1).toBe(tables);
    },
  );

  it('the privacy policy names what is stored, who processes it, the cookies and the rights', async () => {
    const { html } = await loadLegalDocument('privacy');
    for (const fact of [
      'GPS',
      'private',
      '30 days',
      'Replicate',
      'adirik/interior-design',
      'Nano Banana 2',
      'Seedream 4',
      'FLUX Fill',
      'FLUX Kontext',
      'offline preview',
      'Stripe',
      'never see or store them',
      'Supabase',
      'PostHog',
      'only after you consent',
      'Do-Not-Track',
      'Sentry',
      'OpenAI',
      'rc_session',
      'rc_trial',
      'rc_device',
      'rc_via',
      'NEXT_LOCALE',
      'GDPR',
      'CCPA',
      'delete your account',
      'deleted 24 hours after their window began',
      '<code>Idempotency-Key</code> values are kept for 24 hours',
      '30 days after it',
      'once it is an hour old',
    ]) {
      expect([fact, html.includes(fact)]).toEqual([fact, true]);
    }
  });

  it('the terms cover plans, the free allowance, the API and staging disclosure', async () => {
    const { html } = await loadLegalDocument('tos');
    for (const fact of [
      '3 designs a month',
      'renew automatically',
      'Professional plan',
      '10,000',
      'Virtually staged',
      'MLS',
    ]) {
      expect([fact, html.includes(fact)]).toEqual([fact, true]);
    }
  });
});
