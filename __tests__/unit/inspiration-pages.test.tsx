import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { STYLE_GUIDES } from '@/content/styles/style-guides';
import { roomIdeas } from '@/lib/inspiration/room-idea-list';
import { findStyle } from '@/lib/studio/catalog/styles';
import RoomIdeaPage from '@/pages/inspiration/rooms/[slug]';
import StylePage from '@/pages/inspiration/styles/[style]';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

const italian = findStyle('italian')!;
const guide = STYLE_GUIDES.italian;

describe('style page', () => {
  it('shows the guide, the palette in words and the way into the studio', () => {
    renderWithApp(<StylePage style={italian} guide={guide} />, SIGNED_OUT);
    expect(screen.getByRole('heading', { level: 1, name: 'Italian' })).toBeInTheDocument();
    expect(screen.getByText(guide.defines)).toBeInTheDocument();

    const palette = screen.getByRole('list', { name: 'Colour palette of the Italian style' });
    expect(within(palette).getAllByRole('listitem')).toHaveLength(5);
    expect(within(palette).getByText('Terracotta')).toBeInTheDocument();
    expect(within(palette).getByText('#c0714f')).toBeInTheDocument();

    const dos = screen.getByRole('heading', { name: 'Do' }).parentElement!;
    expect(within(dos).getAllByRole('listitem')).toHaveLength(4);
    const donts = screen.getByRole('heading', { name: 'Don’t' }).parentElement!;
    expect(within(donts).getByText(guide.donts[0])).toBeInTheDocument();

    const tries = screen.getAllByRole('link', { name: 'Try this style' });
    expect(tries.length).toBeGreaterThan(0);
    for (const link of tries) expect(link).toHaveAttribute('href', '/studio?tool=redesign&style=italian');
    expect(screen.getByRole('link', { name: 'Italian kitchen ideas' })).toHaveAttribute(
      'href',
      '/inspiration/rooms/kitchen-ideas-italian',
    );
    const related = screen.getByRole('region', { name: 'Related styles' });
    expect(within(related).getByRole('link', { name: 'Neoclassic' })).toHaveAttribute(
      'href',
      '/inspiration/styles/neoclassic',
    );
  });
});

describe('room idea page', () => {
  it('titles the room and style, lists its ideas and links the room and style into the studio', () => {
    renderWithApp(
      <RoomIdeaPage
        room="living_room"
        style={italian}
        paletteNames={guide.paletteNames}
        ideas={roomIdeas('living_room', 'italian')}
      />,
      SIGNED_OUT,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Italian living room ideas' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Illustration of a living room in the Italian style' }),
    ).toHaveAttribute('src', expect.stringContaining('living_room-italian.webp'));
    const ideas = screen.getByRole('region', { name: 'Ideas to try' });
    expect(
      within(ideas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1.The signature look', '2.Colours', '3.Materials', '4.Layout', '5.Lighting', '6.Avoid']);
    const studioLinks = screen.getAllByRole('link', { name: /living room in this style|Try this style/ });
    expect(studioLinks).toHaveLength(2);
    for (const link of studioLinks) {
      expect(link).toHaveAttribute('href', '/studio?tool=redesign&room=living_room&style=italian');
    }
    const others = screen.getByRole('region', { name: 'Other styles for your living room' });
    expect(within(others).getAllByRole('link')).toHaveLength(19);
    expect(within(others).getByRole('link', { name: 'Mid-century modern' })).toHaveAttribute(
      'href',
      '/inspiration/rooms/living_room-ideas-midcentury_modern',
    );
  });
});
