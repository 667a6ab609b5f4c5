import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { ClaimedRender } from '../../lifecycle/claim-render';
import { deferRender } from '../../lifecycle/defer-render';
import { getStorage } from '../../storage/get-storage';
import { toModelImage } from './model-image';

/** How long a later photo of a listing room waits for the room's first one before it is staged alone. */
export const ROOM_WAIT_SECONDS = 15 * 60;
/** How often such a photo looks again: its job is sent again for then, so no worker waits meanwhile. */
export const ROOM_RECHECK_SECONDS = 20;

/**
 * What a photo of a listing room has to go on: the room's first photo staged (its output, as a data URI), still to
 * come, or nothing (a photo of its own room, the room's first photo, or a first photo that failed or took too long).
 */
type RoomReference = { state: 'ready'; image: string } | { state: 'waiting' } | { state: 'none' };

/** The tools that furnish a room: their photos of one room share the furniture of the room's first. */
const FURNISHING: readonly string[] = ['virtual-staging', 'room-converter', 'furniture-restyle', 'redesign'];

/** Whether a model's input takes several images (google/nano-banana's and bytedance/seedream-4's image_input). */
const takesReference = (input: Record<string, unknown>) => Array.isArray(input.image_input);

/**
 * The model's input with the room's first staged photo added after the photo itself, and the prompt asking for
 * that furniture: the same room seen from another side is furnished alike.
 */
function withReference(input: Record<string, unknown>, reference: string): Record<string, unknown> {
  const images = input.image_input as unknown[];
  const prompt = typeof input.prompt === 'string' ? `${input.prompt}. ` : '';
  return {
    ...input,
    image_input: [...images, reference],
    prompt: `${prompt}The second image is this same room already furnished, seen from another side: furnish this photo with exactly that furniture, rug and decor, placed as they stand there, and change nothing of the room itself`,
  };
}

/**
 * The reference of a batch photo that furnishes its room: the room's first photo to be furnished (lowest position),
 * once it has succeeded. The copy without the "Virtually staged" mark is sent, so the model does not copy the mark.
 */
async function roomReference(render: Pick<ClaimedRender, 'id' | 'tool'>): Promise<RoomReference> {
  if (!FURNISHING.includes(render.tool)) return { state: 'none' };
  const db = await getDb();
  const { rows } = await db.query<{ status: string; output: string | null; waited: number }>(
    `select f.status::text as status,
       coalesce(f.unwatermarked_outputs ->> 0, f.outputs ->> 0) as output,
       extract(epoch from now() - r.created_at)::float8 as waited
     from public.renders r
     join public.renders f on f.batch_id = r.batch_id and f.room_group = r.room_group
       and f.batch_position < r.batch_position and f.tool = any($2::text[])
     where r.id = $1
     order by f.batch_position limit 1`,
    [render.id, FURNISHING],
  );
  const first = rows[0];
  if (!first) return { state: 'none' };
  if (first.status === 'queued' || first.status === 'processing')
    return first.waited < ROOM_WAIT_SECONDS ? { state: 'waiting' } : { state: 'none' };
  const stored = first.status === 'succeeded' && first.output ? await getStorage().get(first.output) : null;
  return stored ? { state: 'ready', image: await toModelImage(stored.data) } : { state: 'none' };
}

/**
 * How a render's model input is made for its listing room: with the room's first staged photo as a second image
 * when the model takes several and that photo is ready. `deferred` when this attempt has nothing more to do: the
 * render went back to the queue to wait for that photo (or is no longer this attempt's). `sample` is the model's
 * input for this render, to see what it takes.
 */
export async function roomInput(
  render: ClaimedRender,
  sample: Record<string, unknown>,
): Promise<'deferred' | ((input: Record<string, unknown>) => Record<string, unknown>)> {
  const alone = (input: Record<string, unknown>) => input;
  if (!takesReference(sample)) return alone;
  const room = await roomReference(render);
  if (room.state === 'ready') return (input) => withReference(input, room.image);
  if (room.state === 'waiting' && (await deferRender(render, ROOM_RECHECK_SECONDS)) !== 'held')
    return 'deferred';
  return alone;
}

/**
 * The same for a retake (a result the structure guard refused, made again while its webhook waits): it uses the
 * room's first photo when that is ready, and never waits for it, since the render's attempt has already asked.
 */
export async function retakeRoomInput(
  render: Pick<ClaimedRender, 'id' | 'tool'>,
  sample: Record<string, unknown>,
): Promise<(input: Record<string, unknown>) => Record<string, unknown>> {
  if (!takesReference(sample)) return (input) => input;
  const room = await roomReference(render);
  return room.state === 'ready' ? (input) => withReference(input, room.image) : (input) => input;
}
