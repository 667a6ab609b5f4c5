import type { IdeaRoomId } from '@/lib/inspiration/room-ideas';

type PaletteNames = readonly [string, string, string, string, string];

/**
 * Style-independent advice per room type (English, like the style guides). The palette and material sentences are
 * filled with a style's own names, so each room × style page reads specifically; layout and lighting hold for any
 * style.
 */
export type RoomAdvice = {
  /** Where the palette's colours go in this room, lightest to darkest. */
  palette: (names: PaletteNames) => string;
  /** Where the style's two defining materials go in this room. */
  materials: (first: string, second: string) => string;
  layout: string;
  lighting: string;
};

export const ROOM_ADVICE: Readonly<Record<IdeaRoomId, RoomAdvice>> = {
  living_room: {
    palette: ([a, b, c, d, e]) =>
      `Paint the walls ${a}, bring ${b} and ${c} into the sofa, rug and curtains, and keep ${d} and ${e} for cushions, frames and small accents.`,
    materials: (first, second) =>
      `Repeat ${first} and ${second} in the coffee table, shelving, lamps and textiles so the style reads at a glance.`,
    layout:
      'Float the seating around one focal point (a fireplace, window or artwork) instead of pushing everything against the walls, and size the rug so at least the front legs of every seat rest on it.',
    lighting:
      'Layer three kinds of light: soft ambient light, reading lamps beside the seats and accent light on art or shelves, all on warm 2700 K bulbs.',
  },
  kitchen: {
    palette: ([a, b, c, d, e]) =>
      `Keep the walls and ceiling ${a}, use ${b} or ${c} for the cabinet fronts, and repeat ${d} and ${e} in the handles, taps, stools and lights.`,
    materials: (first, second) =>
      `Let ${first} and ${second} set the tone in the surfaces you see most: cabinet fronts, worktop, splashback, stools and pendants.`,
    layout:
      'Keep a clear, short path between sink, hob and fridge, with at least 40 cm of worktop beside each, and leave about 100 cm between facing runs of cabinets.',
    lighting:
      'Put task lights under the wall cabinets or shelves so you never work in your own shadow, and hang pendants over the island or table on a separate dimmer.',
  },
  bedroom: {
    palette: ([a, b, c, d, e]) =>
      `Use ${a} and ${b} for the walls and bedding, ${c} for a throw or headboard, and keep ${d} and ${e} for the bed frame, lamps and small accents.`,
    materials: (first, second) =>
      `Bring ${first} and ${second} in where you touch them: the headboard, bedside tables, bedding and lamps.`,
    layout:
      'Leave at least 60 cm of free floor on both sides and at the foot of the bed, and give each sleeper a bedside surface within arm’s reach.',
    lighting:
      'Choose a dimmable reading light on each side and warm bulbs of 2700 K or less, and add blackout lining or blinds for sleep.',
  },
  dining_room: {
    palette: ([a, b, c, d, e]) =>
      `Paint the walls ${a} or ${b}, use ${c} for the chairs or a rug, and let ${d} and ${e} appear in the table, the pendant and tableware.`,
    materials: (first, second) =>
      `Use ${first} and ${second} in the table, the chairs and the light above them: the three pieces that define a dining room.`,
    layout:
      'Allow about 90 cm between the table edge and walls or furniture so chairs can slide back, and about 60 cm of table width per person.',
    lighting:
      'Hang the pendant 75–85 cm above the tabletop, centred on the table rather than the room, on a dimmer so it works for both dinners and homework.',
  },
  bathroom: {
    palette: ([a, b, c, d, e]) =>
      `Tile or paint in ${a} and ${b}, bring ${c} into the vanity or towels, and keep ${d} and ${e} for the taps, mirror frame and accessories.`,
    materials: (first, second) =>
      `Use ${first} and ${second} in moisture-tolerant forms (sealed, tiled or as accessories) for the vanity, walls and fittings.`,
    layout:
      'Plan closed storage in the vanity or a recessed niche so surfaces stay clear, and choose slip-resistant floor tiles.',
    lighting:
      'Light the mirror from both sides or from above at face height to avoid shadows, using fittings rated for bathroom zones.',
  },
  home_office: {
    palette: ([a, b, c, d, e]) =>
      `Keep the wall behind the screen a calm ${a} or ${b}, use ${c} for shelving or a rug, and let ${d} and ${e} appear in the chair, lamp and desk accessories.`,
    materials: (first, second) =>
      `Choose ${first} and ${second} for the desk, shelving and accessories so the workspace matches the rest of the home.`,
    layout:
      'Place the desk at right angles to the window for daylight without glare on the screen, with the top of the screen at or just below eye level.',
    lighting:
      'Add an adjustable task lamp on the side opposite your writing hand, and avoid a single overhead light that reflects in the screen.',
  },
};
