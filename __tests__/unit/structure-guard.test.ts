import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { checkStructure } from '@/lib/studio/guard/check-structure';
import { checkStructureOffThread } from '@/lib/studio/guard/check-structure-off-thread';
import { featherBand } from '@/lib/studio/guard/feather-band';
import { PHOTOS, floorRetextured, furnished, readPhoto, zoomed } from '../fixtures/images/photos/photo-edits';

const original = readPhoto('living-room');

/** White (brushed) inside a box of whole pixels, black elsewhere, on a canvas of the given size. */
function boxMask(width: number, height: number, box: { x0: number; y0: number; x1: number; y1: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><rect x="${box.x0}" y="${box.y0}" width="${box.x1 - box.x0}" height="${box.y1 - box.y0}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const raw = (image: Buffer) =>
  sharp(image).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });

/** What a careless model returns: the whole picture changed (recoloured and grainy), its geometry kept. */
const everywhereChanged = () =>
  sharp(original).modulate({ brightness: 0.8, hue: 40 }).blur(0.8).jpeg().toBuffer();

describe('a masked tool', () => {
  it('stores the original photo, to the bit, beyond a feathered band round the mask', async () => {
    const { width, height } = await sharp(original).metadata();
    const box = { x0: 200, y0: 340, x1: 520, y1: 440 };
    const mask = await boxMask(width, height, box);
    const output = await everywhereChanged();
    const verdict = await checkStructure(original, output, { toolId: 'floor-swap', mask });
    expect(verdict).toMatchObject({ passed: true, reasons: [], contentType: 'image/png' });

    const [before, after, drawn] = await Promise.all([raw(original), raw(verdict.result), raw(output)]);
    expect([after.info.width, after.info.height]).toEqual([width, height]);
    const band = featherBand(width, height);
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const far = x < box.x0 - band || x >= box.x1 + band || y < box.y0 - band || y >= box.y1 + band;
        const brushed = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
        if (!far && !brushed) continue;
        const i = (y * width + x) * 3;
        const expected = far ? before.data : drawn.data;
        for (let c = 0; c < 3; c++) {
          if (after.data[i + c] !== expected[i + c])
            throw new Error(`pixel ${x},${y} is not the ${far ? 'original' : 'output'}'s`);
        }
        if (far) outside++;
        else inside++;
      }
    }
    expect(outside).toBeGreaterThan(0.7 * width * height);
    expect(inside).toBe((box.x1 - box.x0) * (box.y1 - box.y0));
  });

  it('reads a mask drawn on a smaller canvas of the same shape', async () => {
    const { width, height } = await sharp(original).metadata();
    const mask = await boxMask(width / 2, height / 2, { x0: 100, y0: 170, x1: 260, y1: 220 });
    const verdict = await checkStructure(original, await everywhereChanged(), { toolId: 'cleanup', mask });
    const [before, after] = await Promise.all([raw(original), raw(verdict.result)]);
    // Far from the brushed area (200–520 × 340–440 at full size), the original; inside it, not.
    const at = (image: typeof before, x: number, y: number) => image.data[(y * width + x) * 3];
    expect(at(after, 50, 50)).toBe(at(before, 50, 50));
    expect(at(after, 360, 390)).not.toBe(at(before, 360, 390));
  });

  it('still fails a model output that was zoomed', async () => {
    const { width, height } = await sharp(original).metadata();
    const mask = await boxMask(width, height, { x0: 200, y0: 340, x1: 520, y1: 440 });
    const verdict = await checkStructure(original, await zoomed(original, 0.03), {
      toolId: 'declutter',
      mask,
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toContain('reframed');
  });
});

describe('each tool’s tolerance from the catalogue', () => {
  it('lets a redesign hide the old floor’s lines under a new floor and new furniture, but not a relighting', async () => {
    const room = PHOTOS.find((photo) => photo.name === 'living-room')!;
    const output = await furnished(await floorRetextured(original, room), room);
    const redesign = await checkStructure(original, output, { toolId: 'redesign' });
    expect(redesign).toMatchObject({ passed: true, reasons: [] });
    const lighting = await checkStructure(original, output, { toolId: 'lighting' });
    expect(lighting).toMatchObject({ passed: false, reasons: ['lines_lost'] });
    // One measure, two verdicts: the score does not depend on the tool.
    expect(lighting.score).toBe(redesign.score);
    expect(redesign.score).toBeLessThan(0.85);
  });
});

describe('a render in strict layout', () => {
  it('is held to half its tool’s tolerance, on the thread the render path uses too', async () => {
    const room = PHOTOS.find((photo) => photo.name === 'living-room')!;
    const output = await furnished(await floorRetextured(original, room), room);
    const strict = await checkStructure(original, output, { toolId: 'redesign', strictLayout: true });
    expect(strict).toMatchObject({ passed: false, reasons: ['lines_lost'] });
    const offThread = await checkStructureOffThread(original, output, {
      toolId: 'redesign',
      strictLayout: true,
    });
    expect(offThread).toMatchObject({ passed: false, reasons: ['lines_lost'], score: strict.score });
    const plain = await checkStructureOffThread(original, output, { toolId: 'redesign' });
    expect(plain).toMatchObject({ passed: true, score: strict.score });
  });
});

describe('outputs of another size', () => {
  it('passes an output of the same aspect at twice the size, and stores it at the photo’s size', async () => {
    const { width, height } = await sharp(original).metadata();
    const output = await sharp(original)
      .resize(width * 2, height * 2)
      .png()
      .toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'redesign' });
    expect(verdict).toMatchObject({ passed: true, reasons: [], contentType: 'image/jpeg' });
    const stored = await sharp(verdict.result).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([width, height, 'jpeg']);
  });

  it('keeps an output of the photo’s size as it came, with its own type', async () => {
    const output = await sharp(original).webp().toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'redesign' });
    expect(verdict).toMatchObject({ passed: true, contentType: 'image/webp' });
    expect(verdict.result).toBe(output);
  });

  it('fails what is not a picture, or half of one', async () => {
    const jpeg = await sharp(original).jpeg().toBuffer();
    for (const output of [Buffer.from('not an image'), jpeg.subarray(0, jpeg.length / 3)]) {
      const verdict = await checkStructure(original, output, { toolId: 'redesign' });
      expect(verdict).toMatchObject({ passed: false, score: 0, reasons: ['unreadable'] });
    }
  });
});

describe('photos with little structure', () => {
  /** A wall above a floor, and nothing else: its edges run one way only. */
  const wallAndFloor = (wall: string, floor: string) =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <rect width="800" height="360" fill="${wall}"/><rect y="360" width="800" height="240" fill="${floor}"/></svg>`),
    )
      .jpeg({ quality: 90 })
      .toBuffer();

  it('keeps their framing when recoloured, the free direction taken as unchanged', async () => {
    const verdict = await checkStructure(
      await wallAndFloor('#d8d2c4', '#9b7b5a'),
      await wallAndFloor('#c9d4dc', '#6d5a48'),
      {
        toolId: 'redesign',
      },
    );
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  it('still fails them shifted, where their one edge moves', async () => {
    const photo = await wallAndFloor('#d8d2c4', '#9b7b5a');
    // The frame moved 30 px down: the wall's edge with the floor is 30 px lower, the rest is the same.
    const shifted = await sharp(photo)
      .extract({ left: 0, top: 0, width: 800, height: 570 })
      .extend({ top: 30, background: '#d8d2c4' })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await checkStructure(photo, shifted, { toolId: 'redesign' })).reasons).toContain('reframed');
  });

  it('judges a thumbnail-sized photo on its aspect alone', async () => {
    const tiny = await sharp(await wallAndFloor('#d8d2c4', '#9b7b5a'))
      .resize(96, 72)
      .toBuffer();
    const relit = await sharp(tiny).modulate({ brightness: 1.1 }).toBuffer();
    expect(await checkStructure(tiny, relit, { toolId: 'lighting' })).toMatchObject({ passed: true });
    const squeezed = await sharp(tiny).resize(96, 60, { fit: 'fill' }).toBuffer();
    expect((await checkStructure(tiny, squeezed, { toolId: 'lighting' })).reasons).toEqual([
      'aspect_changed',
    ]);
  });
});

describe('off the event loop', () => {
  it('gives in a worker thread the verdict and the picture the calling thread gives', async () => {
    const { width, height } = await sharp(original).metadata();
    const mask = await boxMask(width, height, { x0: 200, y0: 340, x1: 520, y1: 440 });
    const output = await zoomed(original, 0.01);
    const [here, there] = await Promise.all([
      checkStructure(original, output, { toolId: 'floor-swap', mask }),
      checkStructureOffThread(original, output, { toolId: 'floor-swap', mask }),
    ]);
    expect(there).toEqual({ ...here, result: expect.any(Buffer) });
    expect(Buffer.compare(there.result, here.result)).toBe(0);
    expect(there.reasons).toEqual(['reframed']);
  });
});
