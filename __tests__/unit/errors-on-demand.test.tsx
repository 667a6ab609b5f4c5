import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { hasNamespace } from '@/lib/i18n/load-namespace';
import { readNamespaces, showTextsIn } from './helpers/texts';
import { SIGNED_OUT, jsonResponse, renderWithApp } from './helpers/render-with-app';

const french = path.join(process.cwd(), 'locales', 'fr');
const frenchErrors = JSON.parse(readFileSync(path.join(french, 'errors.json'), 'utf8')) as {
  codes: Record<string, string>;
};

// A French page as the site sends it: every namespace but the error texts, which come when first needed.
beforeAll(() => {
  showTextsIn(
    'fr',
    readNamespaces('fr', (ns) => ns !== 'errors'),
  );
});
afterAll(() => {
  showTextsIn('en');
});

describe('the error texts load on demand', () => {
  it('a refusal right after the first request shows its French message at once, never a code or a stand-in', async () => {
    expect(hasNamespace('errors', 'fr')).toBe(false);
    mockRouter.setCurrentUrl('/signup');
    const { fetchMock } = renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    const me = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/api/auth/signup'
        ? jsonResponse(
            400,
            { error: 'password_too_short', description: 'Short.', field: 'password', params: { min: 8 } },
            'Bad Request',
          )
        : me(url, init),
    );
    // Every text the page ever shows, not only the last one.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'courte-mais-acceptee');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const expected = frenchErrors.codes.password_too_short!.replace('{{min}}', '8');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    observer.disconnect();

    expect(hasNamespace('errors', 'fr')).toBe(true);
    const flashes = seen.filter((text) =>
      /password_too_short|codes\.|Short\.|Une erreur inattendue/.test(text),
    );
    expect(flashes).toEqual([]);
  });
});
