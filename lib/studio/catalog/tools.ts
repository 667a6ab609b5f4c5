/** Every render tool: the studio's own and the tools made for real-estate listings. One source for UI, prompts and validation. */
export type ToolId =
  | 'redesign'
  | 'virtual-staging'
  | 'cleanup'
  | 'furniture-restyle'
  | 'curb-appeal'
  | 'declutter'
  | 'kitchen-cabinets'
  | 'floor-swap'
  | 'pool-renovation'
  | 'bathroom-refresh'
  | 'landscaping'
  | 'room-converter'
  | 'lighting';

export type Tool = {
  id: ToolId;
  name: string;
  description: string;
  group: 'studio' | 'realtor';
  /** The user brushes the area to change; without a mask the render is refused. */
  needsMask: boolean;
  /** MLS rules want staged photos disclosed: these tools add the "Virtually staged" watermark unless turned off. */
  watermarkByDefault: boolean;
};

export const TOOLS: readonly Tool[] = [
  {
    id: 'redesign',
    name: 'Redesign',
    description: 'Restyle the whole room in a new style, keeping walls, windows and doors.',
    group: 'studio',
    needsMask: false,
    watermarkByDefault: false,
  },
  {
    id: 'virtual-staging',
    name: 'Virtual staging',
    description: 'Furnish an empty room for a listing.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
  },
  {
    id: 'cleanup',
    name: 'Cleanup',
    description: 'Remove what you brush over: clutter, cables, stains, people.',
    group: 'studio',
    needsMask: true,
    watermarkByDefault: false,
  },
  {
    id: 'furniture-restyle',
    name: 'Furniture restyle',
    description: 'Give the furniture a new style, keeping the room as it is.',
    group: 'studio',
    needsMask: false,
    watermarkByDefault: false,
  },
  {
    id: 'curb-appeal',
    name: 'Curb appeal',
    description: 'Freshen a facade: paint, trim, door, tidy front yard.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
  },
  {
    id: 'declutter',
    name: 'Declutter',
    description: 'Clear the brushed clutter away so the room shows its space.',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
  },
  {
    id: 'kitchen-cabinets',
    name: 'Kitchen cabinets',
    description: 'New cabinet fronts in the brushed area.',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
  },
  {
    id: 'floor-swap',
    name: 'Floor swap',
    description: 'A new floor material in the brushed area.',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
  },
  {
    id: 'pool-renovation',
    name: 'Pool renovation',
    description: 'Clear water and renewed surrounds for a pool.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
  },
  {
    id: 'bathroom-refresh',
    name: 'Bathroom refresh',
    description: 'New tiles and fixtures finish in the brushed area.',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
  },
  {
    id: 'landscaping',
    name: 'Landscaping',
    description: 'Green lawn, planted beds and tidy paths.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
  },
  {
    id: 'room-converter',
    name: 'Room converter',
    description: 'Show a room used another way: an office as a bedroom, say.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
  },
  {
    id: 'lighting',
    name: 'Lighting',
    description: 'Balanced white balance, exposure and contrast: a bright, true-to-life photo.',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: false,
  },
];

export function findTool(id: string): Tool | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
