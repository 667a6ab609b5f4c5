import { createRequire } from 'node:module';
import { DecodeRefusal } from './decode-refusal.mjs';

/** @typedef {import('./decode-bmp.mjs').RawImage} RawImage */

const require = createRequire(import.meta.url);
/** libheif with libde265 compiled to WebAssembly (sharp's own libheif has no HEVC decoder); loaded once per thread. */
let libheif = null;

/**
 * The primary image of a HEIC/HEIF file as RGB (RGBA if it has alpha), with its rotation and mirroring applied.
 * libheif's own view of the size is checked against the pixel cap before anything is decoded: the server checked
 * the file's ispe box already, and this guards against a file whose boxes disagree.
 *
 * @param {Uint8Array} bytes
 * @param {number} maxPixels
 * @returns {Promise<RawImage>}
 */
export async function decodeHeif(bytes, maxPixels) {
  libheif ??= require('libheif-js/wasm-bundle');
  await libheif.ready;
  const context = libheif.heif_context_alloc();
  try {
    const read = libheif.heif_context_read_from_memory(context, bytes);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) {
      throw new DecodeRefusal('corrupt', `The HEIF file cannot be read: ${read.message}.`);
    }
    const handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (!handle || handle.code) throw new DecodeRefusal('corrupt', 'The HEIF file has no primary image.');
    try {
      return await decodeHandle(handle, maxPixels);
    } finally {
      libheif.heif_image_handle_release(handle);
    }
  } finally {
    libheif.heif_context_free(context);
  }
}

/**
 * @param {unknown} handle
 * @param {number} maxPixels
 * @returns {Promise<RawImage>}
 */
async function decodeHandle(handle, maxPixels) {
  const width = libheif.heif_image_handle_get_width(handle);
  const height = libheif.heif_image_handle_get_height(handle);
  if (!(width >= 1 && height >= 1)) {
    throw new DecodeRefusal('corrupt', `The HEIF image declares ${width} × ${height} pixels.`);
  }
  if (width * height > maxPixels) {
    throw new DecodeRefusal('too_large', `The HEIF image declares ${width} × ${height} pixels.`);
  }
  // Three channels unless the image has alpha: a quarter fewer bytes to shrink and hand over.
  const channels = libheif.heif_image_handle_has_alpha_channel(handle) ? 4 : 3;
  const decoded = await libheif.heif_js_decode_image2(
    handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    channels === 4
      ? libheif.heif_chroma.heif_chroma_interleaved_RGBA
      : libheif.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (!decoded || decoded.code) {
    throw new DecodeRefusal('corrupt', `The HEIF image cannot be decoded: ${decoded?.message?.trim()}`);
  }
  try {
    const plane = decoded.channels.find(
      (channel) => channel.id === libheif.heif_channel.heif_channel_interleaved,
    );
    if (!plane || plane.width !== width || plane.height !== height) {
      throw new DecodeRefusal('corrupt', 'The HEIF image decodes to a size other than it declares.');
    }
    const rowBytes = width * channels;
    const data = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++) {
      data.set(plane.data.subarray(y * plane.stride, y * plane.stride + rowBytes), y * rowBytes);
    }
    return { width, height, channels, data };
  } finally {
    libheif.heif_image_release(decoded.image);
  }
}
