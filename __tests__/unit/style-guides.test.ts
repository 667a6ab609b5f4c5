import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOM_ADVICE } from '@/content/rooms/room-advice';
import { STYLE_GUIDES } from '@/content/styles/style-guides';
import { IDEA_KINDS, roomIdeas } from '@/lib/inspiration/room-idea-list';
import {
  IDEA_ROOMS,
  IDEA_STYLES,
  parseRoomIdeaSlug,
  roomIdeaSlug,
  roomIdeaSlugs,
  roomImage,
  studioLink,
  styleImage,
} from '@/lib/inspiration/room-ideas';
import { INSPIRATION_ROOMS, INSPIRATION_STYLES, STYLE_SLUGS } from '@/lib/site/site-links';
import { findRoomType } from '@/lib/studio/catalog/room-types';
import { STYLES } from '@/lib/studio/catalog/styles';

const PUBLIC = path.join(process.cwd(), 'public');
const inPublic = (url: string) => existsSync(path.join(PUBLIC, url));
const filled = (text: string) => text.trim().length > 0;

describe('style guides', () => {
  it('cover exactly the 20 catalogue styles', () => {
    expect(Object.keys(STYLE_GUIDES).sort()).toEqual(STYLES.map((style) => style.id).sort());
    expect(STYLES).toHaveLength(20);
  });

  it.each(STYLES.map((style) => [style.id]))('%s has a complete guide', (id) => {
    const guide = STYLE_GUIDES[id];
    expect(guide.defines.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
    for (const list of [guide.materials, guide.furniture]) {
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.length).toBeLessThanOrEqual(7);
      expect(list.every(filled)).toBe(true);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(guide.dos).toHaveLength(4);
    expect(guide.donts).toHaveLength(4);
    expect([...guide.dos, ...guide.donts].every(filled)).toBe(true);
    expect(guide.donts.every((text) => text.startsWith('Don’t'))).toBe(true);
    expect(guide.paletteNames).toHaveLength(5);
    expect(new Set(guide.paletteNames.map((name) => name.toLowerCase())).size).toBe(5);
    expect(guide.paletteNames.every(filled)).toBe(true);
    expect(Object.keys(guide.rooms).sort()).toEqual([...IDEA_ROOMS].sort());
    expect(Object.values(guide.rooms).every(filled)).toBe(true);
  });

  it.each(STYLES.map((style) => [style.id]))('%s pairs with 2–3 other known styles', (id) => {
    const { pairsWith } = STYLE_GUIDES[id];
    expect(pairsWith.length).toBeGreaterThanOrEqual(2);
    expect(pairsWith.length).toBeLessThanOrEqual(3);
    expect(pairsWith).not.toContain(id);
    expect(new Set(pairsWith).size).toBe(pairsWith.length);
    for (const other of pairsWith) expect(STYLE_SLUGS).toContain(other);
  });
});

describe('room idea pages', () => {
  it('cover every idea room × every style, the SPEC §2 combinations among them', () => {
    const slugs = roomIdeaSlugs();
    expect(new Set(slugs).size).toBe(IDEA_ROOMS.length * STYLES.length);
    for (const room of INSPIRATION_ROOMS) {
      for (const style of INSPIRATION_STYLES) expect(slugs).toContain(`${room}-ideas-${style}`);
    }
    for (const room of IDEA_ROOMS) expect(findRoomType(room)).toBeDefined();
    expect([...IDEA_STYLES].sort()).toEqual([...STYLE_SLUGS].sort());
  });

  it('parse every slug back to its room and style, underscores and all', () => {
    for (const room of IDEA_ROOMS) {
      for (const style of IDEA_STYLES)
        expect(parseRoomIdeaSlug(roomIdeaSlug(room, style))).toEqual({ room, style });
    }
    expect(parseRoomIdeaSlug('living_room-ideas-midcentury_modern')).toEqual({
      room: 'living_room',
      style: 'midcentury_modern',
    });
  });

  it.each([
    'living_room-italian',
    'living_room-ideas-',
    '-ideas-italian',
    'garage-ideas-italian',
    'living_room-ideas-gothic',
    'kids_room-ideas-modern',
    'living_room-ideas-italian-ideas-modern',
    'Living_room-ideas-italian',
  ])('reject the unknown slug %s', (slug) => {
    expect(parseRoomIdeaSlug(slug)).toBeUndefined();
  });

  it('give six ideas per page, each filled with the style’s own words', () => {
    for (const room of IDEA_ROOMS) {
      for (const style of IDEA_STYLES) {
        const ideas = roomIdeas(room, style);
        const guide = STYLE_GUIDES[style];
        expect(ideas.map((idea) => idea.kind)).toEqual([...IDEA_KINDS]);
        expect(ideas.every((idea) => filled(idea.text) && !idea.text.includes('undefined'))).toBe(true);
        const byKind = Object.fromEntries(ideas.map((idea) => [idea.kind, idea.text]));
        expect(byKind.signature).toBe(guide.rooms[room]);
        for (const name of guide.paletteNames) expect(byKind.colour).toContain(name);
        expect(byKind.materials).toContain(guide.materials[0]);
        expect(byKind.materials).toContain(guide.materials[1]);
        expect(guide.donts).toContain(byKind.avoid);
      }
    }
    expect(Object.keys(ROOM_ADVICE).sort()).toEqual([...IDEA_ROOMS].sort());
  });

  it('link into the studio with the redesign tool, the room and the style', () => {
    const url = new URL(studioLink('italian', 'living_room'), 'http://localhost');
    expect(url.pathname).toBe('/studio');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tool: 'redesign',
      room: 'living_room',
      style: 'italian',
    });
    expect(studioLink('art_deco')).toBe('/studio?tool=redesign&style=art_deco');
  });
});

describe('inspiration images', () => {
  type Entry = { path: string; kind: string; width: number; height: number; style?: string; room?: string };
  const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'illustrations', 'manifest.json'), 'utf8')) as {
    images: Entry[];
  };
  const listed = new Map(manifest.images.map((entry) => [entry.path, entry]));

  it('exist in public/ and in the manifest for every style and every room × style', () => {
    const referenced = [
      ...STYLES.map((style) => styleImage(style.id)),
      ...IDEA_ROOMS.flatMap((room) => IDEA_STYLES.map((style) => roomImage(room, style))),
    ];
    expect(referenced.filter((url) => !inPublic(url))).toEqual([]);
    expect(referenced.filter((url) => !listed.has(url))).toEqual([]);
  });

  it('show the room and style their manifest entry names, at most 960 px wide', () => {
    for (const room of IDEA_ROOMS) {
      for (const style of IDEA_STYLES) {
        const entry = listed.get(roomImage(room, style));
        expect(entry).toMatchObject({ kind: 'room', room, style });
        expect(entry!.width).toBeLessThanOrEqual(960);
      }
    }
  });
});
