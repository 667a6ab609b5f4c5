import { INSPIRATION_ROOMS, INSPIRATION_STYLES, STYLE_SLUGS } from '@/lib/site/site-links';
import type { StyleId } from '@/lib/studio/catalog/styles';

/** The rooms with an idea page for every style: SPEC §2's three first, then the other everyday rooms. */
export const IDEA_ROOMS = [...INSPIRATION_ROOMS, 'dining_room', 'bathroom', 'home_office'] as const;
export type IdeaRoomId = (typeof IDEA_ROOMS)[number];

const HIGHLIGHTED: readonly StyleId[] = INSPIRATION_STYLES;

/**
 * Every style, SPEC §2's six highlighted ones first. The illustration generator numbers its variants in this order,
 * so the first six keep the pictures they had before the other styles were added.
 */
export const IDEA_STYLES: readonly StyleId[] = [
  ...HIGHLIGHTED,
  ...STYLE_SLUGS.filter((style) => !HIGHLIGHTED.includes(style)),
];

/** Room ids contain underscores and style ids may too, so the words between them are the separator. */
const SEPARATOR = '-ideas-';

/** Every illustration in public/illustrations is this size (the generator's gallery size). */
export const ILLUSTRATION_SIZE = { width: 960, height: 640 } as const;

export function roomIdeaSlug(room: IdeaRoomId, style: StyleId): string {
  return `${room}${SEPARATOR}${style}`;
}

export function parseRoomIdeaSlug(slug: string): { room: IdeaRoomId; style: StyleId } | undefined {
  const at = slug.indexOf(SEPARATOR);
  if (at < 0) return undefined;
  const room = IDEA_ROOMS.find((id) => id === slug.slice(0, at));
  const style = IDEA_STYLES.find((id) => id === slug.slice(at + SEPARATOR.length));
  return room && style ? { room, style } : undefined;
}

export function roomIdeaSlugs(): string[] {
  return IDEA_ROOMS.flatMap((room) => IDEA_STYLES.map((style) => roomIdeaSlug(room, style)));
}

/** The public path of a room × style illustration (written by `npm run illustrations`). */
export function roomImage(room: IdeaRoomId, style: StyleId): string {
  return `/illustrations/rooms/${room}-${style}.webp`;
}

/** The public path of a style's cover illustration (a living room in that style). */
export function styleImage(style: StyleId): string {
  return `/illustrations/styles/${style}.webp`;
}

/** The studio, opened on the redesign tool with this style (and room) chosen. */
export function studioLink(style: StyleId, room?: IdeaRoomId): string {
  const query = new URLSearchParams({ tool: 'redesign', ...(room ? { room } : {}), style });
  return `/studio?${query.toString()}`;
}
