import { EngineError, type EngineJob } from '../../render-engine';
import { encodeRawImage, type RawImage, readRawImage } from '../raw-image';
import { readMask } from '../read-mask';
import { dayToDusk } from './day-to-dusk';
import type { EditToolId } from '../../../catalog/edit-tools';
import { enhance } from './enhance';
import { paintWalls } from './paint-walls';
import { replaceSky } from './sky-replacement';
import { straighten } from './straighten';

/**
 * One photo edit of the local engine, on the photo at its own size. The options were checked when the render was
 * asked for (checkToolOptions); one missing here is a render stored before its tool took options, told as a failure.
 */
export async function drawEdit(tool: EditToolId, job: EngineJob): Promise<Buffer> {
  const image = await readRawImage(job.image);
  let result: RawImage;
  switch (tool) {
    case 'enhance':
      result = await enhance(image);
      break;
    case 'straighten':
      result = await straighten(image);
      break;
    case 'sky-replacement':
      if (!job.options?.sky) throw new EngineError('render_failed', 'The render has no sky to put in.');
      result = await replaceSky(image, job.options.sky);
      break;
    case 'day-to-dusk':
      result = await dayToDusk(image);
      break;
    case 'paint-walls': {
      if (!job.options?.color) throw new EngineError('render_failed', 'The render has no paint colour.');
      // The brushed area, when given, is all that is painted.
      const mask = job.mask ? await readMask(job.mask, image.width, image.height) : null;
      result = await paintWalls(image, job.options.color, mask);
      break;
    }
  }
  return encodeRawImage(result);
}
