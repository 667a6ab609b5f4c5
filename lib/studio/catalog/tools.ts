import english from '@/locales/en/catalog.json';

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

type ToolTraits = {
  id: ToolId;
  group: 'studio' | 'realtor';
  /** The user brushes the area to change; without a mask the render is refused. */
  needsMask: boolean;
  /** MLS rules want staged photos disclosed: these tools add the "Virtually staged" watermark unless turned off. */
  watermarkByDefault: boolean;
  /**
   * The share of the photo's long straight lines (wall corners, window and door frames, ceiling, floor and roof
   * lines), by length, a result may hide: new furniture in front of a skirting board, a shrub before a wall. Lines
   * inside a masked tool's brushed area are its to change. Windows and doors must stay whatever this says.
   */
  structureTolerance: number;
};

/** Names and descriptions in English for prompts and the API; pages show them from the `catalog` translations. */
export type Tool = ToolTraits & { name: string; description: string };

const TRAITS: readonly ToolTraits[] = [
  {
    id: 'redesign',
    group: 'studio',
    needsMask: false,
    watermarkByDefault: false,
    structureTolerance: 0.45,
  },
  {
    id: 'virtual-staging',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
    structureTolerance: 0.4,
  },
  {
    id: 'cleanup',
    group: 'studio',
    needsMask: true,
    watermarkByDefault: false,
    structureTolerance: 0.2,
  },
  {
    id: 'furniture-restyle',
    group: 'studio',
    needsMask: false,
    watermarkByDefault: false,
    structureTolerance: 0.3,
  },
  {
    id: 'curb-appeal',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
    structureTolerance: 0.3,
  },
  {
    id: 'declutter',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
    structureTolerance: 0.2,
  },
  {
    id: 'kitchen-cabinets',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
    structureTolerance: 0.25,
  },
  {
    id: 'floor-swap',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
    structureTolerance: 0.2,
  },
  {
    id: 'pool-renovation',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
    structureTolerance: 0.3,
  },
  {
    id: 'bathroom-refresh',
    group: 'realtor',
    needsMask: true,
    watermarkByDefault: true,
    structureTolerance: 0.25,
  },
  {
    id: 'landscaping',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
    structureTolerance: 0.35,
  },
  {
    id: 'room-converter',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: true,
    structureTolerance: 0.45,
  },
  {
    id: 'lighting',
    group: 'realtor',
    needsMask: false,
    watermarkByDefault: false,
    structureTolerance: 0.15,
  },
];

export const TOOLS: readonly Tool[] = TRAITS.map((tool) => ({ ...tool, ...english.tools[tool.id] }));

export function findTool(id: string): Tool | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
