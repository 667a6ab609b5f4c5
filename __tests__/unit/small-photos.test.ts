import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { STYLES } from '@/lib/studio/catalog/styles';
import { findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { addWatermark } from '@/lib/studio/renders/watermark';

/* Uploads have no minimum size: a photo a few dozen pixels wide is rendered and marked like any other. */
const photoOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a7f70' } })
    .png()
    .toBuffer();
const sizeOf = async (image: Buffer) => {
  const { width, height } = await sharp(image).metadata();
  return [width, height];
};

describe('small photos', () => {
  it.each([
    [96, 64],
    [48, 32],
    [12, 8],
    [1, 1],
    [2000, 40],
  ])('get the "Virtually staged" mark at %ix%i, keeping their size', async (width, height) => {
    expect(await sizeOf(await addWatermark(await photoOf(width, height)))).toEqual([width, height]);
  });

  it('keeps a large photo’s mark at its usual size', async () => {
    const photo = await photoOf(1600, 1200);
    const marked = await sharp(await addWatermark(photo))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The band (darker than the photo) starts at the margin, 0.8 of a 48 px font from the left.
    const at = (x: number, y: number) => marked.data[(y * 1600 + x) * 3]!;
    expect(at(1, 1150)).toBeGreaterThan(at(60, 1150) + 40);
  });

  it.each([
    [48, 32],
    [8, 6],
  ])('are relit by the local engine at %ix%i', async (width, height) => {
    const output = await createLocalRenderer().render({
      tool: findTool('lighting')!,
      style: STYLES[0]!,
      roomType: 'bedroom',
      prompt: null,
      image: await photoOf(width, height),
      mask: null,
      variant: 0,
    });
    expect(await sizeOf(output)).toEqual([width, height]);
  });
});
