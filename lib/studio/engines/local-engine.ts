import sharp from 'sharp';
import { type EngineJob, EngineError, type RenderEngine } from './render-engine';

export const LOCAL_ENGINE_NAME = 'local-preview';

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/**
 * Grey-world white balance, exposure lifted toward a mid-grey average, and local contrast (CLAHE): a bright,
 * true-to-life photo. A global stretch is avoided: on a dim, even photo it pushes the dominant tone to black.
 */
async function relight(image: Buffer): Promise<Buffer> {
  const { channels } = await sharp(image).stats();
  const means = channels.slice(0, 3).map((c) => Math.max(c.mean, 1));
  const grey = means.reduce((a, b) => a + b, 0) / 3;
  const balance = means.map((m) => Math.min(Math.max(grey / m, 0.7), 1.4));
  const exposure = Math.min(Math.max(118 / grey, 1), 1.8);
  return sharp(image)
    .linear(balance, [0, 0, 0])
    .modulate({ brightness: exposure })
    .clahe({ width: 64, height: 64, maxSlope: 2 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Grades the photo toward the style's palette: a soft-light wash of one palette colour per variant. */
async function gradeToStyle(job: EngineJob): Promise<Buffer> {
  const { width, height } = await sharp(job.image).metadata();
  const colour = hexToRgb(job.style.palette[1 + (job.variant % 3)]!);
  const wash = await sharp({ create: { width: width!, height: height!, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp(job.image)
    .modulate({ saturation: 0.92 })
    .composite([{ input: wash, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The embedded engine: real image operations on this machine, labelled as the offline preview in the UI. It keeps
 * the input's size. Masked tools (inpainting, material swaps) are not in it yet and fail clearly (the quota is
 * refunded) instead of pretending.
 */
export function createLocalEngine(): RenderEngine {
  return {
    name: LOCAL_ENGINE_NAME,
    async render(job) {
      if (job.tool.needsMask) {
        throw new EngineError(
          `${job.tool.name} needs the hosted engine: the offline preview cannot do it yet.`,
        );
      }
      return job.tool.id === 'lighting' ? relight(job.image) : gradeToStyle(job);
    },
  };
}
