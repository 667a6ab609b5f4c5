import Busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@/lib/api/app-error';
import { MAX_UPLOAD_BYTES } from './upload-limits';

export type MultipartUpload = { file: Buffer; fields: Record<string, string> };

const TOO_LARGE = new AppError(
  413,
  'file_too_large',
  `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
);

/** One file (field `file`) and a few text fields from a multipart body, refusing anything over the size cap. */
export function readMultipart(req: IncomingMessage): Promise<MultipartUpload> {
  if (!req.headers['content-type']?.startsWith('multipart/form-data')) {
    return Promise.reject(
      new AppError(
        400,
        'invalid_body',
        'Send the image as multipart/form-data with the file in a field named "file".',
      ),
    );
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024)
    return Promise.reject(TOO_LARGE);
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024 },
      });
    } catch {
      return reject(new AppError(400, 'invalid_body', 'The multipart body could not be read.'));
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let failed: AppError | null = null;
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failed = TOO_LARGE;
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    busboy.on('error', () =>
      reject(new AppError(400, 'invalid_body', 'The multipart body could not be read.')),
    );
    busboy.on('close', () => {
      if (failed) return reject(failed);
      if (!file || file.length === 0) {
        return reject(
          new AppError(400, 'missing_file', 'Choose an image to upload (the form field is "file").'),
        );
      }
      resolve({ file, fields });
    });
    req.pipe(busboy);
  });
}
