import '@/lib/server-only';
import type { NextApiRequest } from 'next';
import { readJsonBody } from '@/lib/api/read-body';
import { parseOrThrow } from '@/lib/api/with-api';
import { readMultipart } from '@/lib/studio/uploads/read-multipart';
import type { ApiRenderInput } from './create-api-render';
import { ZApiRenderChoices, ZApiRenderJsonRequest } from './v1-schemas';

const formBoolean = (field: string) => (field === 'true' ? true : field === 'false' ? false : field);

/** A JSON text as its value; text that is not JSON stays text, which the schema then refuses with its message. */
function formJson(field: string): unknown {
  try {
    return JSON.parse(field) as unknown;
  } catch {
    return field;
  }
}

/** Form fields are text: numbers and booleans are turned into JSON values so one schema checks both forms. */
function formValues(fields: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...fields };
  if (fields.variants !== undefined)
    values.variants = fields.variants.trim() === '' ? NaN : Number(fields.variants);
  if (fields.watermark !== undefined) values.watermark = formBoolean(fields.watermark);
  if (fields.strict_layout !== undefined) values.strict_layout = formBoolean(fields.strict_layout);
  if (fields.options !== undefined) values.options = formJson(fields.options);
  return values;
}

/** The body of POST /api/v1/renders: JSON with image_url, or multipart/form-data with the image file. */
export async function readApiRenderInput(req: NextApiRequest): Promise<ApiRenderInput> {
  if (req.headers['content-type']?.startsWith('multipart/form-data')) {
    const { files, fields } = await readMultipart(req, ['image', 'mask']);
    const choices = parseOrThrow(ZApiRenderChoices, formValues(fields), 'body');
    return { ...choices, image: files.image!, mask: files.mask };
  }
  const { image_url, mask_url, ...choices } = parseOrThrow(
    ZApiRenderJsonRequest,
    await readJsonBody(req),
    'body',
  );
  return { ...choices, image: image_url, mask: mask_url };
}
