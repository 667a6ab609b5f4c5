import { type Illustration, roomIllustration, sampleIllustration } from './illustration';
import { REALTOR_TOOLS } from './site-links';

export type RealtorToolId = (typeof REALTOR_TOOLS)[number];

export const DEFAULT_REALTOR_TOOL: RealtorToolId = 'virtual-staging';

/** SPEC §2 `/realtor-tools?tool=`: one of the ten tools; anything else (missing, unknown, repeated) is staging. */
export function realtorToolFromQuery(value: unknown): RealtorToolId {
  return REALTOR_TOOLS.find((tool) => tool === value) ?? DEFAULT_REALTOR_TOOL;
}

/** A picture for a tool's panel, where one of the drawn illustrations shows what the tool is about. */
export const REALTOR_TOOL_ILLUSTRATIONS: Partial<Record<RealtorToolId, Illustration>> = {
  'virtual-staging': roomIllustration('living_room-scandinavian'),
  'curb-appeal': sampleIllustration('house-exterior'),
  declutter: sampleIllustration('plain-bedroom'),
  'kitchen-cabinets': roomIllustration('kitchen-modern'),
  'floor-swap': roomIllustration('living_room-modern'),
  landscaping: sampleIllustration('house-exterior'),
  'room-converter': roomIllustration('bedroom-scandinavian'),
  lighting: sampleIllustration('empty-living-room'),
};
