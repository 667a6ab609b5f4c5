import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { checkStructure } from '@/lib/studio/guard/check-structure';
import { readPhoto } from '../fixtures/images/photos/photo-edits';

/**
 * The structure guard on a tool that corrects the geometry on purpose (straighten): it is held to the photo's size
 * and to keeping the picture's long lines, not to their places, while every other tool is still refused for a
 * reframed result.
 */
const photo = readPhoto('living-room');

/** What straightening does to the framing: turned by a few degrees, cropped to a clean rectangle, scaled back. */
async function turnedAndCropped(degrees: number): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  const turned = await sharp(photo).rotate(degrees, { background: '#000' }).toBuffer();
  const meta = await sharp(turned).metadata();
  const crop = { width: Math.round(width * 0.85), height: Math.round(height * 0.85) };
  return sharp(turned)
    .extract({
      left: Math.round((meta.width - crop.width) / 2),
      top: Math.round((meta.height - crop.height) / 2),
      ...crop,
    })
    .resize(width, height)
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('the structure guard on a geometry correction', () => {
  it('passes a straightened photo that it refuses as reframed for any other tool', async () => {
    const output = await turnedAndCropped(4);
    const straighten = await checkStructure(photo, output, { toolId: 'straighten' });
    expect(straighten).toMatchObject({ passed: true, reasons: [] });
    expect(straighten.score).toBeGreaterThan(0.7);
    const enhance = await checkStructure(photo, output, { toolId: 'enhance' });
    expect(enhance.passed).toBe(false);
    expect(enhance.reasons).toContain('reframed');
  });

  it('refuses a "straightened" result that lost the picture’s lines, and one of another aspect', async () => {
    const { width, height } = await sharp(photo).metadata();
    const washed = await sharp(photo).blur(12).jpeg().toBuffer();
    const blurred = await checkStructure(photo, washed, { toolId: 'straighten' });
    expect(blurred).toMatchObject({ passed: false, reasons: ['lines_lost'] });
    const squeezed = await sharp(photo)
      .resize(width, Math.round(height * 0.8), { fit: 'fill' })
      .jpeg()
      .toBuffer();
    expect(await checkStructure(photo, squeezed, { toolId: 'straighten' })).toMatchObject({
      passed: false,
      reasons: ['aspect_changed'],
    });
  });
});
