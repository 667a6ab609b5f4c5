/** Time to make one before/after reveal video of a 1024 × 768 photo (what the worker does per video), median of 3. */
import sharp from 'sharp';
import { makeRevealVideo } from '@/lib/studio/videos/make-reveal-video';

export async function videoMaking(runs = 3): Promise<{ medianMs: number; runsMs: number[]; kB: number }> {
  // Blurred noise: texture the encoder has to work for, unlike a flat colour.
  const before = await sharp({
    create: {
      width: 1024,
      height: 768,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
  const after = await sharp(before).modulate({ brightness: 1.2, hue: 40 }).jpeg({ quality: 90 }).toBuffer();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = (await makeRevealVideo(before, after)).length;
    times.push(Math.round(performance.now() - started));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs: times, kB: Math.round(bytes / 1024) };
}

if (require.main === module) {
  videoMaking().then((r) =>
    console.log(
      `one 6 s reveal video at 1024 px: median ${r.medianMs} ms (runs: ${r.runsMs.join(', ')}), ${r.kB} kB`,
    ),
  );
}
