import '@/lib/server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { combineRanges, parse as parseRange } from 'range-parser';
import { AppError } from '@/lib/api/app-error';
import { logUnexpectedError } from '@/lib/api/send-error';
import { getStorage } from '../storage/get-storage';
import type { ByteRange, FileInfo } from '../storage/storage';

/**
 * Seconds a shared cache (a CDN, a proxy) may serve a public file without asking again. Every public file here can
 * be made private again (a render unpublished takes its photo and video with it) and a cached copy cannot be
 * recalled, so this is how long one can outlive its unpublishing; after it, a cache revalidates, and gets a 304
 * while the file stays public or a 404 once it is not.
 */
export const PUBLIC_MAX_AGE = 300;

/**
 * A private file reaches only its owner's own browser, which may keep it: keys are never reused, so the bytes under
 * one never change.
 */
const PRIVATE_CACHE = 'private, max-age=31536000, immutable';

type ServedFile = FileInfo & { key: string; isPublic: boolean };

/**
 * Answers a request for a file the caller may see (findStoredFile): 304 when their copy is current, one byte range
 * with 206 when asked (what Safari needs to play and seek a video), 416 for a range outside the file, else the
 * whole file; a HEAD gets the headers alone. The bytes are streamed from storage, never held whole.
 */
export async function sendStoredFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  headers: Record<string, string> = {},
): Promise<void> {
  const etag = `"${file.size.toString(16)}-${file.lastModified.getTime().toString(16)}"`;
  const cacheControl = file.isPublic ? `public, max-age=${PUBLIC_MAX_AGE}, must-revalidate` : PRIVATE_CACHE;
  if (noneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, { 'Cache-Control': cacheControl, ETag: etag });
    res.end();
    return;
  }
  const range = wantedRange(req, file, etag);
  if (range === 'unsatisfiable') {
    throw new AppError('range_not_satisfiable', {
      params: { size: file.size },
      headers: { 'Content-Range': `bytes */${file.size}`, 'Accept-Ranges': 'bytes' },
    });
  }
  // Opened before any header is set, so a file deleted since findStoredFile is a plain 404.
  const body = req.method === 'HEAD' ? null : await getStorage().read(file.key, range ?? undefined);
  if (req.method !== 'HEAD' && !body) {
    throw new AppError('not_found', { description: 'There is no such file, or it is not yours.' });
  }
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': file.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(range ? range.end - range.start + 1 : file.size),
    ...(range && { 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}` }),
  });
  if (!body) {
    res.end();
    return;
  }
  // A page left before its images loaded closes their requests while the files are still being looked up and
  // opened: no one is left to answer, and piping into the closed response would fail and leave the file open.
  if (res.destroyed) {
    body.destroy();
    return;
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    // A player that seeks drops the request it no longer needs; anything else broke the answer midway.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logUnexpectedError(error);
  }
}

/** If-None-Match compares weakly: any listed tag equal to ours, or `*`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The one byte range asked for, null for the whole file, or 'unsatisfiable' when every range asked for lies past
 * the end. A malformed header, another unit, or several ranges (which would need a multipart answer) get the whole
 * file, as HTTP lets a server answer any Range. If-Range names the copy a client holds part of: when the file is no
 * longer that one, a range of it would splice two versions, so the whole file goes.
 */
function wantedRange(
  req: IncomingMessage,
  file: ServedFile,
  etag: string,
): ByteRange | 'unsatisfiable' | null {
  const header = req.headers.range;
  if (!header) return null;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined) {
    const current =
      typeof ifRange === 'string' &&
      (/^(?:W\/)?"/.test(ifRange)
        ? ifRange === etag
        : Math.floor(file.lastModified.getTime() / 1000) * 1000 <= Date.parse(ifRange));
    if (!current) return null;
  }
  const parsed = parseRange(file.size, header);
  if (parsed.type !== 'bytes') return null;
  if (parsed.ranges.length === 0) return parsed.code === 2 ? 'unsatisfiable' : null;
  const ranges = combineRanges(parsed.ranges);
  const [only] = ranges;
  return ranges.length === 1 && only ? { start: only.start, end: only.end } : null;
}
