import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';

/** Left to Node to load at run time: the package finds its binary relative to its own folder in node_modules. */
const FFMPEG_INSTALLER = '@ffmpeg-installer/ffmpeg';

/** FFMPEG_PATH, or the binary @ffmpeg-installer/ffmpeg ships for this platform. */
export async function ffmpegPath(): Promise<string> {
  const configured = getServerEnv().FFMPEG_PATH;
  if (configured) return configured;
  const installer: { default: { path: string } } = await import(/* webpackIgnore: true */ FFMPEG_INSTALLER);
  return installer.default.path;
}
