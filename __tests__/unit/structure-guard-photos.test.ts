import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { ToolId } from '@/lib/studio/catalog/tools';
import { checkStructure } from '@/lib/studio/guard/check-structure';
import {
  PHOTOS,
  type Photo,
  floorRetextured,
  furnished,
  moved,
  paintedOver,
  readPhoto,
  reshaped,
  shifted,
  skyReplaced,
  wallsRecoloured,
  zoomed,
} from '../fixtures/images/photos/photo-edits';

// Real photographs (README.md beside them): every made drift must fail, every made legitimate edit must pass.
describe.each(PHOTOS)('the structure guard on $name', (photo: Photo) => {
  const original = readPhoto(photo.name);
  const outdoor = (indoors: ToolId, outdoors: ToolId) => (photo.outdoor ? outdoors : indoors);

  it('passes the photo itself, re-encoded, with a score near 1', async () => {
    const output = await sharp(original).jpeg({ quality: 75 }).toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'lighting' });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
    expect(verdict.score).toBeGreaterThan(0.95);
    expect(verdict.result).toBe(output);
  });

  it.each([0.01, 0.03, 0.06])('catches a zoom of %p', async (share) => {
    const verdict = await checkStructure(original, await zoomed(original, share), { toolId: 'redesign' });
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toContain('reframed');
  });

  it.each([10, 25, 40])('catches a shift of %p px', async (pixels) => {
    const verdict = await checkStructure(original, await shifted(original, pixels), { toolId: 'redesign' });
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toContain('reframed');
  });

  it('catches the picture mirrored', async () => {
    const output = await sharp(original).flop().jpeg({ quality: 90 }).toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'redesign' });
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toEqual(expect.arrayContaining(['lines_lost', 'opening_lost']));
  });

  it('catches a change of aspect, and never stretches the output to fit', async () => {
    const output = await reshaped(original, 0.05);
    const verdict = await checkStructure(original, output, { toolId: 'redesign' });
    expect(verdict).toMatchObject({ passed: false, score: 0, reasons: ['aspect_changed'] });
    const [before, after] = await Promise.all([sharp(original).metadata(), sharp(verdict.result).metadata()]);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    // Fitted inside, not stretched: the narrower output leaves black bars at the sides.
    const { data } = await sharp(verdict.result)
      .extract({ left: 0, top: 0, width: 1, height: after.height })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.max(...data)).toBeLessThan(16);
  });

  for (const [i, box] of photo.windows.entries()) {
    it(`catches window ${i} painted over`, async () => {
      const verdict = await checkStructure(original, await paintedOver(original, box), {
        toolId: outdoor('virtual-staging', 'curb-appeal'),
      });
      expect(verdict.passed).toBe(false);
      expect(verdict.reasons).toContain('opening_lost');
    });
  }

  if (photo.windowMovedTo) {
    it('catches a window moved along the wall', async () => {
      const output = await moved(original, photo.windows[0]!, photo.windowMovedTo!);
      const verdict = await checkStructure(original, output, { toolId: outdoor('redesign', 'curb-appeal') });
      expect(verdict.passed).toBe(false);
      expect(verdict.reasons).toContain('opening_lost');
    });
  }

  for (const [i, box] of photo.doors.entries()) {
    it(`catches door ${i} filled in`, async () => {
      const verdict = await checkStructure(original, await paintedOver(original, box), {
        toolId: outdoor('redesign', 'curb-appeal'),
      });
      expect(verdict.passed).toBe(false);
      expect(verdict.reasons).toContain('opening_lost');
    });
  }

  it('passes the photo relit: 15 % brighter, less saturated', async () => {
    const output = await sharp(original).modulate({ brightness: 1.15, saturation: 0.7 }).jpeg().toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'lighting' });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  it('passes the photo redrawn as a model redraws it: from half its resolution, softer, with grain', async () => {
    const { width, height } = await sharp(original).metadata();
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .png()
      .toBuffer();
    const half = await sharp(original)
      .resize(Math.round(width / 2))
      .toBuffer();
    const output = await sharp(await sharp(half).resize(width, height).blur(1).toBuffer())
      .composite([{ input: grain, blend: 'overlay' }])
      .jpeg({ quality: 70 })
      .toBuffer();
    const verdict = await checkStructure(original, output, { toolId: 'lighting' });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  it('passes the walls repainted', async () => {
    const output = await wallsRecoloured(original, photo);
    const verdict = await checkStructure(original, output, { toolId: outdoor('redesign', 'curb-appeal') });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  it('passes furniture standing on the floor', async () => {
    const output = await furnished(original, photo);
    const verdict = await checkStructure(original, output, {
      toolId: outdoor('virtual-staging', 'landscaping'),
    });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  it('passes the floor laid anew', async () => {
    const output = await floorRetextured(original, photo);
    const verdict = await checkStructure(original, output, { toolId: outdoor('redesign', 'landscaping') });
    expect(verdict).toMatchObject({ passed: true, reasons: [] });
  });

  if (photo.sky) {
    it('passes the sky replaced', async () => {
      const verdict = await checkStructure(original, await skyReplaced(original, photo), {
        toolId: 'curb-appeal',
      });
      expect(verdict).toMatchObject({ passed: true, reasons: [] });
    });
  }
});
