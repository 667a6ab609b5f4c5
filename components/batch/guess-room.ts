import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';

/** Words photographers put in file names, for each room (English, with the common Spanish, French and German). */
const WORDS: [RegExp, string][] = [
  [/living|lounge|salon|sal[oó]n|wohn/, 'living_room'],
  [/kitchen|cocina|cuisine|k[uü]che/, 'kitchen'],
  [/dining|comedor|manger|esszimmer/, 'dining_room'],
  [/bath|ba[nñ]o|bain|wc|shower/, 'bathroom'],
  [/nursery|baby|beb/, 'nursery'],
  [/kids|child|infantil|enfant|kinder/, 'kids_room'],
  [/guest|invit|amis|g[aä]ste/, 'guest_room'],
  [/bed|dormitorio|chambre|schlaf|master/, 'bedroom'],
  [/office|study|despacho|bureau|arbeit/, 'home_office'],
  [/basement|s[oó]tano|sous-sol|keller/, 'basement'],
  [/attic|[aá]tico|combles|dach/, 'attic'],
  [/entry|hall|foyer|recibidor|entr[eé]e|flur|eingang/, 'entryway'],
  [/laundry|lavadero|buanderie|wasch/, 'laundry_room'],
  [/closet|vestidor|dressing|ankleide/, 'walk_in_closet'],
  [/gam(e|ing)|juegos|jeux|spiel/, 'gaming_room'],
  [/patio|terrace|terraza|terrasse|deck|balcon/, 'patio'],
  [/garden|yard|jard[ií]n|garten|backyard/, 'garden'],
  [/exterior|facade|fa[cç]ade|front|outside|curb|fachada|au[sß]en/, 'exterior'],
];

/** The room a photo's file name suggests, or null: the person confirms or changes it. */
export function guessRoom(fileName: string): string | null {
  const name = fileName.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  return WORDS.find(([words]) => words.test(name))?.[1] ?? null;
}

/** The tool a room most likely wants in a listing: staging inside, curb appeal outside. */
export function defaultTool(roomType: string): string {
  return ROOM_TYPES.find((room) => room.id === roomType)?.exterior ? 'curb-appeal' : 'virtual-staging';
}
