import { ROOM_ADVICE } from '@/content/rooms/room-advice';
import { STYLE_GUIDES } from '@/content/styles/style-guides';
import type { StyleId } from '@/lib/studio/catalog/styles';
import { IDEA_ROOMS, type IdeaRoomId } from './room-ideas';

export const IDEA_KINDS = ['signature', 'colour', 'materials', 'layout', 'lighting', 'avoid'] as const;
export type RoomIdea = { kind: (typeof IDEA_KINDS)[number]; text: string };

/**
 * The ideas of one room × style page: the style's signature look for the room, its palette and materials placed in
 * the room, the room's own layout and lighting advice, and one of the style's don'ts (a different one per room, so
 * neighbouring pages do not repeat each other).
 */
export function roomIdeas(room: IdeaRoomId, style: StyleId): RoomIdea[] {
  const guide = STYLE_GUIDES[style];
  const advice = ROOM_ADVICE[room];
  const [first, second] = guide.materials;
  const avoid = guide.donts[IDEA_ROOMS.indexOf(room) % guide.donts.length] ?? guide.donts[0];
  return [
    { kind: 'signature', text: guide.rooms[room] },
    { kind: 'colour', text: advice.palette(guide.paletteNames) },
    { kind: 'materials', text: advice.materials(first, second) },
    { kind: 'layout', text: advice.layout },
    { kind: 'lighting', text: advice.lighting },
    { kind: 'avoid', text: avoid },
  ];
}
