import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PricingPlansModal } from '@/components/pricing/pricing-plans-modal';
import { TranslationProvider } from '@/lib/i18n/translation-provider';
import { SHELL_TEXTS } from '@/lib/i18n/translation-props';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

const spanishCommon = JSON.parse(
  readFileSync(path.join(process.cwd(), 'locales', 'es', 'common.json'), 'utf8'),
) as Record<string, Record<string, string>>;

/** What a Spanish page's props hold of `common`: the shell's parts only. */
const shellOnly = Object.fromEntries(
  SHELL_TEXTS.map((spec) => spec.split(':')[1]!).map((part) => [part, spanishCommon[part]!]),
);

describe('the plans dialog after a switch of language', () => {
  it('fetches its texts in the page’s new language, whose props hold only the shell’s', async () => {
    renderWithApp(
      <TranslationProvider translations={{ language: 'es', namespaces: { common: shellOnly } }}>
        <PricingPlansModal open onClose={() => undefined} />
      </TranslationProvider>,
      SIGNED_OUT,
    );
    expect(await screen.findByText(spanishCommon.pricingModal!.title!)).toBeInTheDocument();
    expect(screen.queryByText('pricingModal.title')).toBeNull();
  });
});
