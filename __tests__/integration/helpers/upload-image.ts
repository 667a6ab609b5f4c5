import sharp from 'sharp';
import * as uploads from '@/pages/api/uploads';
import { callRoute } from './call-route';

/** Uploads through the real route; returns the new image's id. */
export async function uploadImage(
  jar: Map<string, string>,
  options: {
    kind?: 'photo' | 'mask';
    data?: Buffer;
    width?: number;
    height?: number;
    /** Another upload route with the same contract (the free trial's). */
    route?: typeof uploads;
    headers?: Record<string, string>;
  } = {},
): Promise<string> {
  const { kind = 'photo', width = 640, height = 480 } = options;
  const data =
    options.data ?? (kind === 'mask' ? await blankMask(width, height) : await testPhoto(width, height));
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), `${kind}.png`);
  const res = await callRoute(
    options.route ?? uploads,
    { method: 'POST', form, headers: options.headers },
    jar,
  );
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { image: { id: string } }).image.id;
}

const blankMask = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/**
 * The photo uploadImage sends by default: a darker block in the upper middle (at 640 × 480: 200 × 150 at 60, 200)
 * on a plain wall. With another wall colour, it is what a model that kept the room's structure would send back.
 */
export function testPhoto(width = 640, height = 480, wall = '#9a8f80'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: wall } })
    .composite([
      {
        input: {
          create: {
            width: Math.round((width * 200) / 640),
            height: Math.round((height * 150) / 480),
            channels: 3,
            background: '#445566',
          },
        },
        left: Math.round((width * 60) / 640),
        top: Math.round((height * 200) / 480),
      },
    ])
    .png()
    .toBuffer();
}
