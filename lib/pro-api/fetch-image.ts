import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { MAX_UPLOAD_BYTES } from '@/lib/studio/uploads/upload-limits';
import { OutboundError, outboundRequest } from './outbound-request';

/** How long fetching a photo may take, redirects included. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;

/** The bytes of an image given by address, with each way that can fail answered clearly. */
export async function fetchImage(url: string, field: string): Promise<Buffer> {
  try {
    const response = await outboundRequest(url, {
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
      maxRedirects: IMAGE_FETCH_MAX_REDIRECTS,
      headers: { accept: 'image/*' },
    });
    return response.body;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.kind === 'too_large') {
      throw new AppError('file_too_large', {
        params: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 },
        description: `The image at ${field} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      });
    }
    if (error.kind === 'not_allowed') {
      throw new AppError('url_not_allowed', {
        field,
        description: `${field} is not allowed: ${error.message}.`,
      });
    }
    if (error.kind === 'timeout') {
      throw new AppError('url_timeout', { field, params: { seconds: IMAGE_FETCH_TIMEOUT_MS / 1000 } });
    }
    throw new AppError('url_unreachable', {
      field,
      description: `We could not download ${field}: ${error.message}.`,
    });
  }
}
