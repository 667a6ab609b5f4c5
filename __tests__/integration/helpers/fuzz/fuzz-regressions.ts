import type { HostileRequest, KnownForFuzz } from './hostile-request';
import { os2Bitmap } from './hostile-images';
import { multipartBytes } from './multipart-bodies';

/** A request the fuzz suite once caught getting a 5xx, or a 4xx outside the shared error shape: kept, fixed. */
export type FuzzRegression = {
  name: string;
  route: string;
  request: (known: KnownForFuzz) => HostileRequest;
};

const request = (parts: Partial<HostileRequest> & Pick<HostileRequest, 'method'>): HostileRequest => ({
  identity: 'anonymous',
  params: {},
  search: '',
  headers: {},
  patchedHeaders: {},
  ...parts,
});

const upload = (data: Uint8Array, envelope: 'whole' | 'unclosed' = 'whole'): HostileRequest['body'] => ({
  contentType: 'multipart/form-data; boundary=fuzzboundary',
  bytes: multipartBytes(
    [{ name: 'file', filename: 'room.bmp', type: 'image/bmp', data }],
    'fuzzboundary',
    envelope,
  ),
});

export const FUZZ_REGRESSIONS: FuzzRegression[] = [
  {
    // Next's own body parser ran on routes that read no body, and answered in plain text.
    name: 'broken JSON sent to a route that reads no body gets the shared error shape',
    route: '/api/trial/claim',
    request: () =>
      request({
        identity: 'user',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { contentType: 'application/json', bytes: '{}garbage' },
      }),
  },
  {
    // The client's IP became a rate-limit key as it was, and PostgreSQL refuses a NUL in text.
    name: 'an X-Forwarded-For holding a NUL is refused, not written',
    route: '/api/trial/uploads',
    request: (known) =>
      request({
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        patchedHeaders: { 'x-forwarded-for': '\u0000' },
        body: upload(known.photo),
      }),
  },
  {
    // bmp-ts threw "Unsupported BMP header size 12", which was not recognised as a damaged file.
    name: 'a bitmap the decoder cannot read is a 422',
    route: '/api/uploads',
    request: () =>
      request({
        identity: 'user',
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        body: upload(os2Bitmap()),
      }),
  },
  {
    // The file's own stream failed with nobody listening: an uncaught error, which takes a server process down.
    name: 'a multipart body that ends inside a file is a 400',
    route: '/api/trial/uploads',
    request: (known) =>
      request({
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        body: upload(known.photo, 'unclosed'),
      }),
  },
  {
    // A Location header that is no address made `new URL` throw a TypeError, which was not an OutboundError.
    name: 'a photo address that redirects to something that is no address is a 422',
    route: '/api/v1/renders',
    request: (known) =>
      request({
        identity: 'apiKey',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: {
          contentType: 'application/json',
          bytes: JSON.stringify({
            image_url: known.choices.image_url!.find((url) => url.endsWith('/redirect-broken')),
            tool: 'redesign',
            room_type: 'living_room',
            style: 'modern',
          }),
        },
      }),
  },
];
