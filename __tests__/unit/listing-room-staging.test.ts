import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { type StagingPlan, planStaging } from '@/lib/studio/engines/local/plan-staging';
import { readRawImage } from '@/lib/studio/engines/local/raw-image';
import { estimateRoomFrame } from '@/lib/studio/engines/local/room-frame';
import { roomSeed } from '@/lib/studio/batches/room-groups';
import { perspectiveRoom } from './helpers/perspective-room';

const WIDTH = 480;
const HEIGHT = 360;
/** A batch's seed, as createBatch draws them: large. */
const BATCH_SEED = 1_734_551_023;

/** What a plan furnishes the room with: each piece's name and the size of its parts, as a stager would list them. */
const pieces = (plan: StagingPlan) =>
  plan.pieces.map((piece) => ({
    name: piece.name,
    // Relative to the piece's own width: a photo with less free floor may stand the group a little smaller.
    parts: piece.blocks.map((b) =>
      [(b.a1 - b.a0) / (piece.base.a1 - piece.base.a0), (b.z1 - b.z0) / (piece.base.a1 - piece.base.a0)].map(
        (x) => Math.round(x * 1000),
      ),
    ),
  }));

/** Two photos of one living room: the whole view, and the camera moved a little to the left and closer. */
let views: {
  photo: Awaited<ReturnType<typeof readRawImage>>;
  frame: Awaited<ReturnType<typeof estimateRoomFrame>>;
}[];
beforeAll(async () => {
  const room = await perspectiveRoom(WIDTH, HEIGHT);
  const shifted = await sharp(room.image)
    .extract({ left: 0, top: 18, width: 432, height: 324 })
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality: 92 })
    .toBuffer();
  views = await Promise.all(
    [room.image, shifted].map(async (image) => {
      const photo = await readRawImage(image);
      return { photo, frame: await estimateRoomFrame(photo, 0) };
    }),
  );
});

describe("a listing room's photos", () => {
  it('are furnished with the same pieces, each photo standing them on its own floor', () => {
    const seed = roomSeed(BATCH_SEED, 3);
    const [whole, shifted] = views.map(({ photo, frame }) =>
      planStaging(photo, frame, 'living_room', 0, seed),
    );
    expect(pieces(whole!).length).toBeGreaterThanOrEqual(3);
    expect(pieces(shifted!)).toEqual(pieces(whole!));
    // Placed for each photo: the same sofa stands elsewhere in the frame of the moved camera.
    const sofaAt = (plan: StagingPlan) => plan.pieces.find((p) => p.name === 'sofa')!.footprint[0]!.x;
    expect(Math.abs(sofaAt(whole!) - sofaAt(shifted!))).toBeGreaterThan(2);
  });

  it("may differ from another room's, of the same room type", () => {
    const { photo, frame } = views[0]!;
    const plans = Array.from({ length: 8 }, (_, room) =>
      JSON.stringify(pieces(planStaging(photo, frame, 'living_room', 0, roomSeed(BATCH_SEED, room + 1)))),
    );
    expect(new Set(plans).size).toBeGreaterThan(1);
  });
});
