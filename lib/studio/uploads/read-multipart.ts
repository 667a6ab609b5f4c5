import '@/lib/server-only';
import Busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@/lib/api/app-error';
import { MAX_UPLOAD_BYTES } from './upload-limits';

export type MultipartUpload = { files: Record<string, Buffer>; fields: Record<string, string> };

const UNREADABLE = new AppError('invalid_body', { description: 'The multipart body could not be read.' });

const TOO_LARGE = new AppError('file_too_large', { params: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } });

/**
 * The files named in `fileFields` (the first one required) and a few text fields from a multipart body, refusing
 * any file over the size cap. Other files are skipped unread.
 */
export function readMultipart(
  req: IncomingMessage,
  fileFields: string[] = ['file'],
): Promise<MultipartUpload> {
  const [required = 'file'] = fileFields;
  if (!req.headers['content-type']?.startsWith('multipart/form-data')) {
    return Promise.reject(
      new AppError('invalid_body', {
        description: `Send the image as multipart/form-data with the file in a field named "${required}".`,
      }),
    );
  }
  if (Number(req.headers['content-length'] ?? 0) > fileFields.length * MAX_UPLOAD_BYTES + 64 * 1024)
    return Promise.reject(TOO_LARGE);
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { files: fileFields.length, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 4096 },
      });
    } catch {
      return reject(UNREADABLE);
    }
    const fields: Record<string, string> = {};
    const files: Record<string, Buffer> = {};
    let failed: AppError | null = null;
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (name, stream) => {
      // A body cut off inside a file fails the file's stream as well as the form; an 'error' nobody listens to
      // would be thrown out of the stream and take the whole process down.
      stream.on('error', () => reject(UNREADABLE));
      if (!fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failed = TOO_LARGE;
      });
      stream.on('end', () => {
        files[name] = Buffer.concat(chunks);
      });
    });
    busboy.on('error', () => reject(UNREADABLE));
    busboy.on('close', () => {
      if (failed) return reject(failed);
      if (!files[required]?.length) {
        return reject(
          new AppError('missing_file', {
            field: required,
            description: `Choose an image to upload (the form field is "${required}").`,
          }),
        );
      }
      resolve({ files, fields });
    });
    req.pipe(busboy);
  });
}
