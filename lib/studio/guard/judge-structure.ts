import sharp from 'sharp';
import { compositeOutsideMask } from './composite-outside-mask.ts';
import { detectSegments } from './detect-segments.ts';
import { readBrushed } from './read-brushed.ts';
import { findOpenings } from './find-openings.ts';
import { gradientField } from './gradient-field.ts';
import type { WorkingImage, GreyMask, Registration, Segment } from './guard-types.ts';
import { registerImages } from './register-images.ts';
import { segmentSupport } from './segment-support.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { abs, hypot, max, min, round } = Math;

/**
 * Why an output failed, as machine codes: `reframed` (zoomed or shifted), `lines_lost` (more of the photo's long
 * straight lines gone than the tool may hide), `opening_lost` (a window or a door covered, moved or filled in).
 */
export type StructureReason = 'unreadable' | 'aspect_changed' | 'reframed' | 'lines_lost' | 'opening_lost';

export type StructureVerdict = {
  passed: boolean;
  /**
   * 1 for an output whose structure is the photo's, down to 0: the share of the lines' length kept, times the share
   * of openings kept, times a term for the registration that falls from 1 (in place) to 0 (3 % off).
   */
  score: number;
  reasons: StructureReason[];
  /** What to store: at the original's size, never stretched; for a masked tool, the original outside the mask. */
  result: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
};

/**
 * The long side the pictures are compared at: lines are long features, and the time stays small. At 512 the small
 * windows of a house front seen whole (35 px tall there) were lost among the glazing's own shading.
 */
const WORKING_SIDE = 640;
/**
 * A change of aspect beyond a percent fails, and so does a zoom, or a shift of the picture's centre, beyond this
 * share of its long side: about a percent, and the registration measures a 1 % zoom as 1.01–1.10 %.
 */
const MAX_ASPECT_CHANGE = 0.01;
const MAX_ZOOM = 0.008;
const MAX_SHIFT = 0.008;
/**
 * The registration is good to about a pixel: on a small photo (a thumbnail-sized upload, worked at its own size) a
 * percent is less than that, and a relit output measured one pixel off was refused as reframed.
 */
const REGISTRATION_PIXELS = 1.5;
/**
 * Below this long side (a thumbnail-sized upload) a photo holds too few pixels for its registration and lines to be
 * measured against noise: only its aspect is judged, and what the guard stores is made the same way. A drift of 1 %
 * must stand well clear of the registration's own error (about REGISTRATION_PIXELS): at 160 px a percent is 1.6 px,
 * and furniture staged over a third of such a photo moved the estimate by 2 px, so one staging in ten was refused
 * as reframed; from 256 px (2.6 px a percent) none in forty was.
 */
const MEASURABLE_SIDE = 256;
/** The shortest line that counts as structure, as a share of the long side; a window's parts may be shorter. */
const MIN_LINE = 0.04;
const MIN_FRAME_PART = 0.025;
/** An opening with less of its frame left than this is gone. */
const OPENING_KEPT = 0.5;

const UNREADABLE = (output: Buffer): StructureVerdict => ({
  passed: false,
  score: 0,
  reasons: ['unreadable'],
  result: output,
  contentType: 'image/jpeg',
});

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

async function orientedSize(image: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(image).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format: meta.format,
  };
}

async function readWorking(image: Buffer, width: number, height: number): Promise<WorkingImage> {
  const data = await sharp(image)
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return { width, height, data: Float32Array.from(data) };
}

async function readMask(mask: Buffer, width: number, height: number): Promise<GreyMask> {
  const brushed = await readBrushed(mask, width, height);
  const data = new Uint8Array(width * height);
  // The brushed area and a few working pixels round it, where a masked tool's easing reaches.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!brushed[y * width + x]) continue;
      for (let j = max(0, y - 3); j <= min(height - 1, y + 3); j++)
        for (let i = max(0, x - 3); i <= min(width - 1, x + 3); i++) data[j * width + i] = 1;
    }
  }
  return { width, height, data };
}

/** The share of a segment inside the area a masked tool may change. */
function maskedShare(segment: Segment, mask: GreyMask): number {
  const steps = max(2, round(segment.length / 2));
  let inside = 0;
  for (let k = 0; k <= steps; k++) {
    const x = round(segment.x1 + ((segment.x2 - segment.x1) * k) / steps);
    const y = round(segment.y1 + ((segment.y2 - segment.y1) * k) / steps);
    if (mask.data[min(mask.height - 1, max(0, y)) * mask.width + min(mask.width - 1, max(0, x))]) inside++;
  }
  return inside / (steps + 1);
}

/**
 * Whether an output keeps the photo's structure, and what to store. The output is brought to the original's size
 * without ever being stretched (an aspect change beyond a percent fails), registered to it (a zoom or shift beyond
 * about a percent fails), and the original's long straight lines are looked for where they were: the tool may hide
 * up to `tolerance` of their length (furniture in front of a skirting board), but every window and door must stay.
 * Lines inside a masked tool's area are the tool's to change; outside it the original is what is stored. A tool that
 * corrects the geometry (`geometryCorrected`) is judged on the size and on its long lines' length alone.
 */
export async function judgeStructure(
  original: Buffer,
  output: Buffer,
  options: { tolerance: number; mask: Buffer | null; geometryCorrected?: boolean },
): Promise<StructureVerdict> {
  const photo = await orientedSize(original);
  const { width, height } = photo;
  let fitted: Buffer;
  let contentType: StructureVerdict['contentType'];
  let aspectChange: number;
  try {
    const drawn = await orientedSize(output);
    aspectChange = abs((drawn.width / drawn.height) * (height / width) - 1);
    const known = CONTENT_TYPES[drawn.format as keyof typeof CONTENT_TYPES];
    if (drawn.width === width && drawn.height === height && known) {
      fitted = output;
      contentType = known;
    } else {
      fitted = await sharp(output)
        .rotate()
        .resize(width, height, { fit: aspectChange > MAX_ASPECT_CHANGE ? 'contain' : 'cover' })
        .jpeg({ quality: 92 })
        .toBuffer();
      contentType = 'image/jpeg';
    }
  } catch {
    return UNREADABLE(output);
  }
  if (aspectChange > MAX_ASPECT_CHANGE)
    return { passed: false, score: 0, reasons: ['aspect_changed'], result: fitted, contentType };

  const k = min(1, WORKING_SIDE / max(width, height));
  const w = max(16, round(width * k));
  const h = max(16, round(height * k));
  const [before, after, mask] = await Promise.all([
    readWorking(original, w, h),
    // A header that reads and pixels that do not (a truncated file) is as unreadable as no header.
    readWorking(fitted, w, h).catch(() => null),
    options.mask ? readMask(options.mask, w, h) : null,
  ]);
  if (!after) return UNREADABLE(output);
  const originalField = gradientField(before);
  const outputField = gradientField(after);
  if (options.geometryCorrected) {
    // A tool that corrects the geometry (straightening verticals) moves every line and reframes on purpose: there is
    // nothing to register and no line stays where it was. What must hold is the size (checked above) and the
    // picture's structure itself: its long lines, wherever they now lie, are still there by length.
    const side = max(w, h);
    const lineLength = (field: typeof originalField) =>
      detectSegments(field, MIN_FRAME_PART * side)
        .filter((segment) => segment.length >= MIN_LINE * side)
        .reduce((sum, segment) => sum + segment.length, 0);
    const before = lineLength(originalField);
    const kept = before > 0 ? min(1, lineLength(outputField) / before) : 1;
    const judged =
      max(width, height) >= MEASURABLE_SIDE && 1 - kept > options.tolerance ? ['lines_lost' as const] : [];
    return {
      passed: judged.length === 0,
      score: round(kept * 1000) / 1000,
      reasons: judged,
      result: fitted,
      contentType,
    };
  }
  const at: Registration = registerImages(
    { image: before, field: originalField },
    { image: after, field: outputField },
    mask,
  );
  const side = max(w, h);
  const zoom = abs(at.scale - 1);
  const shift = hypot(at.dx, at.dy) / side;
  const reasons: StructureReason[] = [];
  const least = REGISTRATION_PIXELS / side;
  if (zoom > max(MAX_ZOOM, least) || shift > max(MAX_SHIFT, least)) reasons.push('reframed');

  const pieces = detectSegments(originalField, MIN_FRAME_PART * side).filter(
    (segment) => !mask || maskedShare(segment, mask) < 0.2,
  );
  const kept = (segment: Segment) => segmentSupport(segment, originalField, outputField, at);
  let total = 0;
  let lost = 0;
  for (const segment of pieces) {
    if (segment.length < MIN_LINE * side) continue;
    total += segment.length;
    lost += segment.length * (1 - kept(segment));
  }
  const lostShare = total > 0 ? lost / total : 0;
  if (lostShare > options.tolerance) reasons.push('lines_lost');

  const openings = findOpenings(pieces, w, h);
  let openingsLost = 0;
  for (const opening of openings) {
    // Each part weighs by its length and its contrast: brightening the photo may wash out a faint seam that made
    // one side of what looked like a frame, while a window covered or painted over loses its strong edges too.
    const parts = [...opening.sides, ...opening.rails];
    const weight = parts.reduce((sum, s) => sum + s.length * s.contrast, 0);
    const left = parts.reduce((sum, s) => sum + s.length * s.contrast * kept(s), 0);
    if (left < OPENING_KEPT * weight) openingsLost++;
  }
  if (openingsLost > 0) reasons.push('opening_lost');

  const drift = max(zoom, shift);
  const score =
    (1 - lostShare) *
    (openings.length > 0 ? 1 - openingsLost / openings.length : 1) *
    max(0, 1 - drift / 0.03);

  let result = fitted;
  if (options.mask) {
    const raw = await sharp(original).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer();
    result = await compositeOutsideMask({ width, height, data: raw }, fitted, options.mask);
    contentType = 'image/png';
  }
  // A photo too small to measure is judged on its aspect alone (checked above, before anything else).
  const judged = max(width, height) >= MEASURABLE_SIDE ? reasons : [];
  return {
    passed: judged.length === 0,
    score: round(score * 1000) / 1000,
    reasons: judged,
    result,
    contentType,
  };
}
