import sharp from 'sharp';
import type { Database } from '@/lib/db/types';
import type { TCreatedApiKey } from '@/lib/pro-api/api-key-types';
import { getStorage } from '@/lib/studio/storage/get-storage';
import * as apiKeysRoute from '@/pages/api/api-keys/index';
import { callRoute } from './call-route';

/** Creates an API key on the account through the real route. */
export async function createKey(jar: Map<string, string>, name = 'Test key'): Promise<TCreatedApiKey> {
  const res = await callRoute(apiKeysRoute, { method: 'POST', body: { name } }, jar);
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TCreatedApiKey;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A small room photo as an API client would send it. */
export async function roomPhoto(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a89880' } })
    .composite([
      {
        input: { create: { width: 100, height: 60, channels: 3, background: '#445566' } },
        left: 40,
        top: 120,
      },
    ])
    .jpeg()
    .toBuffer();
}

/** A multipart render request: the photo (and mask) as files, the choices as fields. */
export function renderForm(photo: Buffer, fields: Record<string, string>, mask?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg');
  if (mask) form.append('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
  return form;
}

/** Deletes a render's photo from storage, as a lost disk would: the worker then fails the render. */
export async function losePhotoOf(db: Database, renderId: string): Promise<void> {
  const { rows } = await db.query<{ image_key: string }>(
    'select image_key from public.renders where id = $1',
    [renderId],
  );
  await getStorage().delete([rows[0]!.image_key]);
}
