import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useCatalogText } from '@/hooks/use-catalog-text';
import type { Locale } from '@/lib/i18n/locales';
import { readNamespaces, textsIn } from './helpers/texts';

function Labels({ room, style, tool }: { room: string; style: string; tool: string }) {
  const text = useCatalogText();
  return (
    <ul>
      <li>{text.roomInStyle(room, style)}</li>
      <li>{text.toolName(tool)}</li>
      <li>{text.roomName(room)}</li>
    </ul>
  );
}

async function renderIn(locale: Locale, props: { room: string; style: string; tool: string }) {
  const i18n = textsIn(
    locale,
    readNamespaces(locale, (ns) => ns === 'common' || ns === 'catalog'),
  );
  cleanup();
  render(
    <I18nextProvider i18n={i18n}>
      <Labels {...props} />
    </I18nextProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('catalogue words and titles in each language', () => {
  it.each([
    ['en', 'Scandinavian living room', 'Redesign', 'Living room'],
    ['es', 'Salón de estilo escandinavo', 'Rediseño', 'Salón'],
    ['fr', 'Salon de style scandinave', 'Relooking', 'Salon'],
    ['de', 'Wohnzimmer im skandinavischen Stil', 'Redesign', 'Wohnzimmer'],
  ] as const)(
    '%s: one title template, worded and inflected as the language wants',
    async (locale, ...expected) => {
      expect(
        await renderIn(locale, { room: 'living_room', style: 'scandinavian', tool: 'redesign' }),
      ).toEqual(expected);
    },
  );

  it('keeps a style name that does not inflect as it is inside the title', async () => {
    expect((await renderIn('de', { room: 'kitchen', style: 'japandi', tool: 'cleanup' }))[0]).toBe(
      'Küche im Japandi-Stil',
    );
    expect((await renderIn('es', { room: 'bedroom', style: 'midcentury_modern', tool: 'cleanup' }))[0]).toBe(
      'Dormitorio de estilo moderno de mediados de siglo',
    );
  });

  it('shows an id the catalogue no longer knows as it is', async () => {
    expect(await renderIn('fr', { room: 'ballroom', style: 'baroque', tool: 'teleport' })).toEqual([
      'ballroom de style baroque',
      'teleport',
      'ballroom',
    ]);
  });
});
