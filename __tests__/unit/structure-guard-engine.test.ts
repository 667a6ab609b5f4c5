import { describe, expect, it } from '@jest/globals';
import { STYLES } from '@/lib/studio/catalog/styles';
import { isEditTool } from '@/lib/studio/catalog/edit-tools';
import { optionsFor } from '@/lib/studio/catalog/tool-options';
import { TOOLS, type Tool } from '@/lib/studio/catalog/tools';
import { createLocalRenderer } from '@/lib/studio/engines/local-engine';
import { photoFits } from '@/lib/studio/engines/local/edits/photo-fits';
import { EngineError } from '@/lib/studio/engines/render-engine';
import { checkStructure } from '@/lib/studio/guard/check-structure';
import { photoNeedOf } from '@/lib/studio/renders/assert-photo-fits';
import {
  ENGINE_SCENE_NAMES,
  type EngineSceneName,
  engineScene,
  polygonMask,
} from '../fixtures/engine-scenes/engine-scenes';

// The offline engine's own outputs are legitimate edits: the guard must let every one through. Small scenes: the
// engine's time is by the pixel, and the guard works at its own size anyway.
const WIDTH = 400;
const engine = createLocalRenderer();
const style = STYLES.find((s) => s.id === 'scandinavian')!;

/**
 * Staging on a house front puts indoor furniture on the lawn, in front of the windows and the door: the guard is
 * right to refuse that, since staging never covers an opening.
 */
const COVERS_OPENINGS: Partial<Record<EngineSceneName, Tool['id'][]>> = {
  facade: ['virtual-staging', 'room-converter'],
};

describe.each(ENGINE_SCENE_NAMES)('the structure guard on the offline engine’s %s', (name) => {
  it('passes every tool’s output, and refuses staging that covers an opening', async () => {
    const scene = await engineScene(name, WIDTH);
    const verdicts: string[] = [];
    const expected: string[] = [];
    for (const tool of TOOLS) {
      const area = scene.masks[tool.id];
      if (tool.needsMask && !area) continue;
      const mask = area ? await polygonMask(scene.width, scene.height, area) : null;
      // A photo edit is never drawn on a photo that does not show what it needs (a sky on a room): the render is
      // refused first (assertPhotoFits). Staging stays on the facade: the guard is what refuses it there.
      const need = photoNeedOf(tool, mask !== null);
      if (isEditTool(tool.id) && need && !(await photoFits(scene.image, need))) continue;
      let output: Buffer;
      try {
        output = await engine.render({
          tool,
          style,
          roomType: scene.roomType,
          prompt: null,
          image: scene.image,
          mask,
          variant: 0,
          options: optionsFor(tool.id, { sky: 'dusk', color: '#9CAF88' }),
        });
      } catch (error) {
        // A tool the engine turns down for this scene (a pool tool without water) has no output to check.
        if (error instanceof EngineError) continue;
        throw error;
      }
      const verdict = await checkStructure(scene.image, output, { toolId: tool.id, mask });
      verdicts.push(`${tool.id}: ${verdict.reasons.join(',') || 'passed'}`);
      expected.push(`${tool.id}: ${COVERS_OPENINGS[name]?.includes(tool.id) ? 'opening_lost' : 'passed'}`);
    }
    expect(verdicts).toEqual(expected);
    expect(verdicts.length).toBeGreaterThanOrEqual(7);
  });
});
