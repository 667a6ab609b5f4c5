import '@/lib/server-only';
import deCatalog from '@/locales/de/catalog.json';
import de from '@/locales/de/batch.json';
import enCatalog from '@/locales/en/catalog.json';
import en from '@/locales/en/batch.json';
import esCatalog from '@/locales/es/catalog.json';
import es from '@/locales/es/batch.json';
import frCatalog from '@/locales/fr/catalog.json';
import fr from '@/locales/fr/batch.json';
import type { TListingLanguage } from '@/lib/listing/listing-input';
import type { KitEdit, KitPair } from './kit-entries';
import type { AppliedEdit } from './plan-batch-edits';

const TEXTS: Record<TListingLanguage, typeof en.kit> = { en: en.kit, es: es.kit, fr: fr.kit, de: de.kit };
const TOOL_NAMES: Record<TListingLanguage, Record<string, { name: string }>> = {
  en: enCatalog.tools,
  es: esCatalog.tools,
  fr: frCatalog.tools,
  de: deCatalog.tools,
};
const ROOMS: Record<TListingLanguage, Record<string, { name: string }>> = {
  en: enCatalog.rooms,
  es: esCatalog.rooms,
  fr: frCatalog.rooms,
  de: deCatalog.rooms,
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The rooms of which more than one photo was staged, each with its staged photos in the listing's order. */
function sharedRooms(pairs: KitPair[]): KitPair[][] {
  const rooms = new Map<number, KitPair[]>();
  for (const pair of pairs) rooms.set(pair.roomGroup, [...(rooms.get(pair.roomGroup) ?? []), pair]);
  return [...rooms.values()].filter((room) => room.length > 1);
}

/** What the batch's photo edits did: each edit's results beside their originals, and the photos it skipped. */
function editLines(language: TListingLanguage, applied: AppliedEdit[], edits: KitEdit[]): string[] {
  if (applied.length === 0) return [];
  const text = TEXTS[language];
  const name = (tool: string) => TOOL_NAMES[language][tool]?.name ?? tool;
  return [
    text.editsTitle,
    '',
    text.edits,
    '',
    ...applied.flatMap((edit) => [
      ...edits
        .filter((made) => made.tool === edit.tool)
        .map((made) =>
          fill(text.edit, { edited: made.edited, tool: name(edit.tool), original: made.original }),
        ),
      ...(edit.skipped.length > 0
        ? [fill(text.editSkipped, { tool: name(edit.tool), photos: edit.skipped.join(', ') })]
        : []),
    ]),
    '',
  ];
}

/**
 * The disclosure to publish with the listing, in its language: what virtual staging changed, photo by photo, and
 * which photos show one room staged together (the same furniture seen from another side, not two rooms alike); then
 * what the batch's photo edits were applied to, and which photos each skipped.
 */
export function kitDisclosure(
  language: TListingLanguage,
  pairs: KitPair[],
  edits: { applied: AppliedEdit[]; made: KitEdit[] } = { applied: [], made: [] },
): string {
  const text = TEXTS[language];
  const rooms = sharedRooms(pairs);
  return [
    text.disclosureTitle,
    '',
    text.disclosure,
    '',
    ...pairs.map((pair) => fill(text.pair, { staged: pair.staged, original: pair.original })),
    '',
    text.roomsTitle,
    '',
    ...(rooms.length === 0
      ? [text.roomsNone]
      : [
          text.rooms,
          '',
          ...rooms.map((room) =>
            fill(text.room, {
              room: ROOMS[language][room[0]!.roomType]?.name ?? room[0]!.roomType,
              photos: room.map((pair) => pair.staged).join(', '),
            }),
          ),
        ]),
    '',
    ...editLines(language, edits.applied, edits.made),
  ].join('\n');
}
