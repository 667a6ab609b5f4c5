import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PlanCard } from '@/components/pricing/plan-card';
import type { TPlan } from '@/lib/billing/plan-types';
import { I18nextProvider } from 'react-i18next';
import { price } from './helpers/plan-fixtures';
import { readNamespaces, textsIn } from './helpers/texts';

/** The seeded Basic plan as GET /api/plans returns it: its texts are the catalogue's English. */
const basic: TPlan = {
  id: 'prod_roomcraft_basic',
  name: 'Roomcraft Basic',
  description: 'For a home owner with one project.',
  active: true,
  metadata: {
    allowance: '50 designs a month',
    perks: ['50 designs a month', 'All 20 design styles', 'HD downloads', 'Private gallery', 'A fifth perk'],
  },
  prices: [price('prod_roomcraft_basic', 'year', 10800)],
};

async function renderCard(locale: string, plan: TPlan) {
  cleanup();
  render(
    <I18nextProvider
      i18n={textsIn(
        locale,
        readNamespaces(locale, (ns) => ns === 'common'),
      )}
    >
      <PlanCard
        plan={plan}
        price={plan.prices[0]!}
        quantity={1}
        label="subscribe"
        loading={false}
        disabled={false}
        onSelect={() => undefined}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('article', { name: plan.name });
}

// Testing Library reads the no-break space between amount and sign as a plain one.
describe('a plan card in another language', () => {
  it.each([
    ['es', 'Para un propietario con un proyecto.', '50 diseños al mes', 'Descargas en HD', '9 US$'],
    ['fr', 'Pour un propriétaire avec un projet.', '50 designs par mois', 'Téléchargements HD', '9 $US'],
    ['de', 'Für Eigentümer mit einem Projekt.', '50 Designs pro Monat', 'HD-Downloads', '9 $'],
  ])(
    '%s: description, allowance, perks and price in that language',
    async (locale, description, allowance, perk, perMonth) => {
      const card = await renderCard(locale, basic);
      expect(within(card).getByText(description)).toBeInTheDocument();
      expect(within(card).getAllByText(allowance)).toHaveLength(2); // the allowance, and the first perk
      expect(within(card).getByText(perk)).toBeInTheDocument();
      expect(within(card).getByText(perMonth)).toBeInTheDocument();
      // The plan's name is the product's, fixed in every language; at most four perks still.
      expect(within(card).getByRole('heading', { name: 'Roomcraft Basic' })).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      expect(within(card).queryByText('For a home owner with one project.')).toBeNull();
    },
  );

  it('shows a plan the translations do not know with its own texts', async () => {
    const card = await renderCard('de', {
      ...basic,
      id: 'prod_added_in_dashboard',
      name: 'Roomcraft Studio',
    });
    expect(within(card).getByText('For a home owner with one project.')).toBeInTheDocument();
    expect(within(card).getByText('Private gallery')).toBeInTheDocument();
    expect(within(card).queryByText('A fifth perk')).toBeNull();
  });
});
