import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useCatalogText } from '@/hooks/use-catalog-text';

const LOCALES = ['en', 'es', 'fr', 'de'] as const;
const namespace = (locale: string, name: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, `${name}.json`), 'utf8')) as object;

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

async function renderIn(
  locale: (typeof LOCALES)[number],
  props: { room: string; style: string; tool: string },
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    ns: ['common', 'catalog'],
    resources: Object.fromEntries(
      LOCALES.map((l) => [l, { common: namespace(l, 'common'), catalog: namespace(l, 'catalog') }]),
    ),
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
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
