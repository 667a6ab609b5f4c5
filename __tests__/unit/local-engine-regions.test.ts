import { beforeAll, describe, expect, it } from '@jest/globals';
import { STYLES, type StyleId } from '@/lib/studio/catalog/styles';
import { type ToolId, findTool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { exteriorScheme } from '@/lib/studio/engines/local/exterior-scheme';
import { roomScheme } from '@/lib/studio/engines/local/room-scheme';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { type EngineScene, type EngineSceneName, engineScene } from '../fixtures/engine-scenes/engine-scenes';
import {
  type Pixels,
  distanceTo,
  edgeCorrelation,
  greenness,
  meanDifference,
  near,
  not,
  patchiness,
  pixels,
  within,
} from './helpers/image-measures';

// Wider than the engine's working copy (WORKING_SIDE, 320), so its classes are upsampled to the photo as with real
// uploads; the full-size passes cost by the pixel, and 400 rather than 512 takes a fifth off this file's CPU.
const WIDTH = 400;
const engine = createLocalRenderer();
const style = (id: StyleId) => STYLES.find((s) => s.id === id)!;

const scenes = new Map<EngineSceneName, { scene: EngineScene; before: Pixels }>();
beforeAll(async () => {
  for (const name of ['cluttered-living-room', 'facade', 'pool'] as const) {
    const scene = await engineScene(name, WIDTH);
    scenes.set(name, { scene, before: await pixels(scene.image) });
  }
});

function render(name: EngineSceneName, tool: ToolId, styleId: StyleId, variant = 0) {
  const { scene } = scenes.get(name)!;
  return engine.render({
    tool: findTool(tool)!,
    style: style(styleId),
    roomType: scene.roomType,
    prompt: null,
    image: scene.image,
    mask: null,
    variant,
  });
}

const area = (name: EngineSceneName, key: string) => within(scenes.get(name)!.scene.areas[key]!);

describe('redesign in the offline engine', () => {
  it('takes walls and floor toward the style’s scheme and keeps every edge where it was', async () => {
    const { before } = scenes.get('cluttered-living-room')!;
    const wall = area('cluttered-living-room', 'wall');
    const floor = area('cluttered-living-room', 'floor');
    // The variant whose scheme is farthest from the room as it is, so the move is large enough to measure.
    const gap = (v: number) => {
      const scheme = roomScheme(style('bohemian'), v);
      return Math.min(distanceTo(before, wall, scheme.wall), distanceTo(before, floor, scheme.floor));
    };
    const variant = [0, 1, 2, 3].reduce((best, v) => (gap(v) > gap(best) ? v : best));
    const scheme = roomScheme(style('bohemian'), variant);
    const after = await pixels(await render('cluttered-living-room', 'redesign', 'bohemian', variant));
    for (const [part, target] of [
      [wall, scheme.wall],
      [floor, scheme.floor],
    ] as const) {
      const was = distanceTo(before, part, target);
      const is = distanceTo(after, part, target);
      expect(was).toBeGreaterThan(15);
      expect(is).toBeLessThan(was * 0.4);
    }
    expect(edgeCorrelation(before, after)).toBeGreaterThan(0.8);
  });

  it('gives each variant its own scheme', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async (v) => pixels(await render('cluttered-living-room', 'redesign', 'bohemian', v))),
    );
    expect(meanDifference(first!, second!, area('cluttered-living-room', 'wall'))).toBeGreaterThan(4);
  });
});

describe('furniture restyle in the offline engine', () => {
  it('recolours the furniture and leaves walls, floor and ceiling as they were', async () => {
    const { before } = scenes.get('cluttered-living-room')!;
    const after = await pixels(await render('cluttered-living-room', 'furniture-restyle', 'bohemian'));
    for (const part of ['wall', 'floor', 'ceiling']) {
      expect(meanDifference(before, after, area('cluttered-living-room', part))).toBeLessThan(3);
    }
    expect(meanDifference(before, after, area('cluttered-living-room', 'armchair'))).toBeGreaterThan(15);
  });
});

describe('curb appeal and landscaping in the offline engine', () => {
  let curb: Pixels;
  let garden: Pixels;
  beforeAll(async () => {
    [curb, garden] = await Promise.all([
      render('facade', 'curb-appeal', 'modern').then(pixels),
      render('facade', 'landscaping', 'modern').then(pixels),
    ]);
  });

  it('do different things to the same house, at its size', () => {
    const { before } = scenes.get('facade')!;
    for (const output of [curb, garden])
      expect([output.width, output.height]).toEqual([before.width, before.height]);
    expect(meanDifference(curb, garden, () => true)).toBeGreaterThan(6);
  });

  it('curb appeal repaints the facade toward the style and the door in a colour that stands out', () => {
    const { before } = scenes.get('facade')!;
    const scheme = exteriorScheme(style('modern'), 0);
    const wall = area('facade', 'wall');
    expect(distanceTo(curb, wall, scheme.facade)).toBeLessThan(distanceTo(before, wall, scheme.facade) - 3);
    expect(distanceTo(curb, area('facade', 'door'), scheme.door)).toBeLessThan(
      distanceTo(before, area('facade', 'door'), scheme.door) * 0.5,
    );
  });

  it('landscaping leaves the house alone and makes the lawn greener and more even', () => {
    const { before } = scenes.get('facade')!;
    expect(meanDifference(before, garden, area('facade', 'house'))).toBeLessThan(2);
    const lawn = area('facade', 'lawn');
    expect(greenness(garden, lawn)).toBeGreaterThan(greenness(before, lawn) + 5);
    expect(patchiness(garden, lawn)).toBeLessThan(patchiness(before, lawn) * 0.7);
  });

  it('landscaping refuses a photo with no garden, saying so', async () => {
    const rendering = render('cluttered-living-room', 'landscaping', 'modern');
    await expect(rendering).rejects.toThrow(EngineError);
    await expect(rendering).rejects.toMatchObject({ code: 'no_garden_found' });
  });
});

describe('pool renovation in the offline engine', () => {
  it('renews the water and its coping and nothing else', async () => {
    const { before, scene } = scenes.get('pool')!;
    const after = await pixels(await render('pool', 'pool-renovation', 'coastal'));
    expect(meanDifference(before, after, area('pool', 'water'))).toBeGreaterThan(25);
    expect(meanDifference(before, after, not(near(scene.areas.coping!, 0.03)))).toBeLessThan(1.5);
  });

  it('refuses a photo without a pool, saying so, instead of washing over it', async () => {
    for (const name of ['cluttered-living-room', 'facade'] as const) {
      const rendering = render(name, 'pool-renovation', 'coastal');
      await expect(rendering).rejects.toThrow(EngineError);
      await expect(rendering).rejects.toMatchObject({ code: 'no_pool_found' });
    }
  });
});
