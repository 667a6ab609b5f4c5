import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'next-i18next/pages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadNamespace } from '@/lib/i18n/load-namespace';
import { readNamespaces, showTextsIn } from './helpers/texts';

const frenchErrors = JSON.parse(
  readFileSync(path.join(process.cwd(), 'locales', 'fr', 'errors.json'), 'utf8'),
) as { codes: Record<string, string> };

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

function ErrorText() {
  const { t, ready } = useTranslation('errors');
  return <p>{ready ? t('codes.invalid_json', { defaultValue: '' }) : ''}</p>;
}

it('a component already showing lazily loaded texts shows them once they arrive, without being rendered again by hand', async () => {
  render(<ErrorText />);
  const text = frenchErrors.codes.invalid_json!;
  expect(screen.queryByText(text)).toBeNull();
  await act(() => loadNamespace('errors'));
  expect(screen.getByText(text)).toBeTruthy();
});
