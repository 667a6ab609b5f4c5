import type { ToolId } from '../../catalog/tools';
import type { EngineJob } from '../render-engine';
import { curbAppeal } from './curb-appeal';
import { landscape } from './landscape';
import { renovatePool } from './renovate-pool';
import { restyleRoom } from './restyle-room';

/**
 * Tools the offline preview renders by finding the parts of the photo they name (walls, floor, furniture; facade,
 * lawn, water) and changing only those.
 */
export const REGION_TOOLS: Partial<Record<ToolId, (job: EngineJob) => Promise<Buffer>>> = {
  redesign: (job) => restyleRoom(job, 'room'),
  'furniture-restyle': (job) => restyleRoom(job, 'furniture'),
  'curb-appeal': curbAppeal,
  landscaping: landscape,
  'pool-renovation': renovatePool,
};
