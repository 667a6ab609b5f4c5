import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PricingPlansModal } from '@/components/pricing/pricing-plans-modal';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';
import { readNamespaces, textsIn } from './helpers/texts';

const { common } = readNamespaces('es', (ns) => ns === 'common') as {
  common: Record<string, Record<string, string>>;
};

describe('the plans dialog in the page’s language', () => {
  it('shows its Spanish texts from the `common` every Spanish page carries', async () => {
    renderWithApp(
      <I18nextProvider i18n={textsIn('es', { common })}>
        <PricingPlansModal open onClose={() => undefined} />
      </I18nextProvider>,
      SIGNED_OUT,
    );
    expect(await screen.findByText(common.pricingModal!.title!)).toBeInTheDocument();
    expect(screen.queryByText('pricingModal.title')).toBeNull();
  });
});
