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
    options.data ??
    (await sharp({ create: { width, height, channels: 3, background: kind === 'mask' ? '#fff' : '#9a8f80' } })
      .composite(
        kind === 'mask'
          ? []
          : [
              // A darker block in the upper middle (at the default 640 × 480: 200 × 150 at 60, 200).
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
            ],
      )
      .png()
      .toBuffer());
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
