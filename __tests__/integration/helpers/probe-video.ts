import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** FFPROBE_PATH, or the binary @ffprobe-installer/ffprobe ships for this platform. */
function ffprobePath(): string {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  const installer: { path: string } = createRequire(path.join(process.cwd(), 'package.json'))(
    '@ffprobe-installer/ffprobe',
  );
  return installer.path;
}

/** What ffprobe reads from a video file: the first video stream's codec, pixel format and size, and the duration. */
export async function probeVideo(file: string) {
  const { stdout } = await run(ffprobePath(), [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,pix_fmt,width,height:format=duration,format_name', '-of', 'json'],
    file,
  ]);
  const probe = JSON.parse(stdout) as {
    streams: { codec_name: string; pix_fmt: string; width: number; height: number }[];
    format: { duration: string; format_name: string };
  };
  const stream = probe.streams[0];
  if (!stream) throw new Error(`ffprobe found no video stream in ${file}`);
  return {
    codec: stream.codec_name,
    pixelFormat: stream.pix_fmt,
    width: stream.width,
    height: stream.height,
    durationSeconds: Number(probe.format.duration),
    format: probe.format.format_name,
  };
}
