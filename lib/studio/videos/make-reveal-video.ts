import '@/lib/server-only';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from './ffmpeg-path';

const run = promisify(execFile);

export const REVEAL_SECONDS = 6;
const FPS = 30;
const MAX_WIDTH = 1080;
/** The wipe runs from 1 s to 4.5 s: a moment on the photo first, and on the result at the end. */
const WIPE_START = 1;
const WIPE_SECONDS = 3.5;
const DIVIDER_WIDTH = 4;
/** A stuck ffmpeg must not hold the worker forever. */
const TIMEOUT_MS = 120_000;

/** Even, at most 1080 wide, in the photo's proportions: H.264 in yuv420p needs even sides. */
function videoSize(width: number, height: number) {
  const w = Math.max(2, Math.min(MAX_WIDTH, width) & ~1);
  return { width: w, height: Math.max(2, Math.round((w * height) / width / 2) * 2) };
}

/**
 * A REVEAL_SECONDS H.264 MP4 (yuv420p, +faststart so it plays while it loads) that wipes from the photo to the
 * render, left to right, behind a white divider. The bundled ffmpeg predates the xfade filter, so the wipe is the
 * render overlaid through a moving mask: a half-white, half-black strip cropped at a position that changes per frame.
 */
export async function makeRevealVideo(before: Buffer, after: Buffer): Promise<Buffer> {
  const meta = await sharp(before).metadata();
  if (!meta.width || !meta.height) throw new Error('The photo has no size.');
  const { width, height } = videoSize(meta.width, meta.height);
  const dir = await mkdtemp(path.join(tmpdir(), 'roomcraft-video-'));
  try {
    // PNG, not JPEG: ffmpeg reads a JPEG as full-range YUV, and alphamerge would take the render's frames as
    // limited range, dimming the "after" side. From RGB every path converts alike.
    const frame = (input: Buffer, name: string) =>
      sharp(input)
        .resize(width, height, { fit: 'cover' })
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, name));
    await Promise.all([frame(before, 'before.png'), frame(after, 'after.png')]);

    // Share of the width revealed at time t, eased in and out (smoothstep).
    const shown = `st(0,clip((t-${WIPE_START})/${WIPE_SECONDS},0,1));ld(0)*ld(0)*(3-2*ld(0))`;
    // Each still is decoded once and repeated; `-loop 1` would decode it again for every frame.
    const repeat = 'loop=loop=-1:size=1:start=0,setpts=N/FRAME_RATE/TB';
    const filter = [
      `[0:v]${repeat}[before]`,
      `[1:v]${repeat}[render]`,
      `[2:v]drawbox=x=0:y=0:w=${width}:h=${height}:color=white:t=fill,format=gray,` +
        `crop=w=${width}:h=${height}:x='${width}*(1-(${shown}))':y=0[mask]`,
      '[render][mask]alphamerge[after]',
      '[before][after]overlay=0:0[wiped]',
      `[wiped][3:v]overlay=x='${width}*(${shown})-${DIVIDER_WIDTH / 2}':y=0:` +
        `enable='between(t,${WIPE_START},${WIPE_START + WIPE_SECONDS})',format=yuv420p[out]`,
    ].join(';');
    const still = (name: string) => ['-framerate', String(FPS), '-i', path.join(dir, name)];
    const colour = (spec: string) => ['-f', 'lavfi', '-i', `color=c=${spec}:r=${FPS}`];
    const output = path.join(dir, 'reveal.mp4');
    await run(
      await ffmpegPath(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...still('before.png'),
        ...still('after.png'),
        ...colour(`black:s=${2 * width}x${height}`),
        ...colour(`white:s=${DIVIDER_WIDTH}x${height}`),
        ...['-filter_complex', filter, '-map', '[out]', '-frames:v', String(REVEAL_SECONDS * FPS)],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', '-an', output],
      ],
      { timeout: TIMEOUT_MS },
    );
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
