/**
 * Every render tool: the studio's own and the tools made for real-estate listings. One source for UI, prompts and
 * validation. What the browser reads of a tool is here, without its English name and description (tools.ts adds
 * them, for prompts and the API): pages show those from the `catalog` translations, so no bundle carries them.
 */
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
  | 'lighting'
  | 'enhance'
  | 'straighten'
  | 'sky-replacement'
  | 'day-to-dusk'
  | 'paint-walls';

/**
 * What a photo must show for a tool to make sense, checked on the photo before anything is charged: a sky in view
 * (the sky tools), walls (painting them, unless the user brushed the area), an interior or an exterior.
 */
export type PhotoNeed = 'sky' | 'walls' | 'interior' | 'exterior';

export type ToolTraits = {
  id: ToolId;
  group: 'studio' | 'realtor';
  /** The user brushes the area to change; without a mask the render is refused. */
  needsMask: boolean;
  /**
   * The user may brush the area to change, and then only it changes; without a mask the tool finds its own area (the
   * walls to paint). The studio offers the brush for these as for needsMask, but renders with nothing brushed too.
   */
  optionalMask: boolean;
  /** MLS rules want staged photos disclosed: these tools add the "Virtually staged" watermark unless turned off. */
  watermarkByDefault: boolean;
  /**
   * The share of the photo's long straight lines (wall corners, window and door frames, ceiling, floor and roof
   * lines), by length, a result may hide: new furniture in front of a skirting board, a shrub before a wall. Lines
   * inside a masked tool's brushed area are its to change. Windows and doors must stay whatever this says.
   */
  structureTolerance: number;
  /** What the photo must show (see PhotoNeed); null: any photo. */
  photoNeed: PhotoNeed | null;
  /**
   * The tool moves the picture's geometry on purpose (straightening verticals rotates and rescales every line), so
   * the structure guard cannot ask that lines stay where they were: it keeps the size and aspect check only (see
   * judgeStructure's `geometryCorrected`).
   */
  correctsGeometry: boolean;
};

export const TOOL_TRAITS: readonly ToolTraits[] = [
  {
    id: 'redesign',
    group: 'studio',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: false,
    // A new floor and new furniture together hide 19 % of the room photo's lines (structure-guard.test.ts), with
    // the margin over it (×1.6) this was first set with when the line detector found one lean only (27 %, 0.45).
    structureTolerance: 0.3,
  },
  {
    id: 'virtual-staging',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: 'interior',
    correctsGeometry: false,
    structureTolerance: 0.4,
  },
  {
    id: 'cleanup',
    group: 'studio',
    needsMask: true,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.2,
  },
  {
    id: 'furniture-restyle',
    group: 'studio',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.3,
  },
  {
    id: 'curb-appeal',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: 'exterior',
    correctsGeometry: false,
    structureTolerance: 0.3,
  },
  {
    id: 'declutter',
    group: 'realtor',
    needsMask: true,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.2,
  },
  {
    id: 'kitchen-cabinets',
    group: 'realtor',
    needsMask: true,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.25,
  },
  {
    id: 'floor-swap',
    group: 'realtor',
    needsMask: true,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.2,
  },
  {
    id: 'pool-renovation',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.3,
  },
  {
    id: 'bathroom-refresh',
    group: 'realtor',
    needsMask: true,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.25,
  },
  {
    id: 'landscaping',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: 'exterior',
    correctsGeometry: false,
    structureTolerance: 0.35,
  },
  {
    id: 'room-converter',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: true,
    photoNeed: 'interior',
    correctsGeometry: false,
    structureTolerance: 0.45,
  },
  {
    id: 'lighting',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.15,
  },
  // The photo edits real-estate photographers buy first: classical image processing the local engine does for real.
  // None hides anything: the tolerance is for lines a global tone change may wash out (a faint seam in shadow).
  {
    id: 'enhance',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: false,
    structureTolerance: 0.15,
  },
  {
    id: 'straighten',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: null,
    correctsGeometry: true,
    // Judged on how much of the photo's line length the straightened picture still has, wherever it now lies.
    structureTolerance: 0.3,
  },
  {
    id: 'sky-replacement',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: 'sky',
    correctsGeometry: false,
    structureTolerance: 0.15,
  },
  {
    id: 'day-to-dusk',
    group: 'realtor',
    needsMask: false,
    optionalMask: false,
    watermarkByDefault: false,
    photoNeed: 'sky',
    correctsGeometry: false,
    // Evening exposure darkens shadowed façades, whose faint lines may drop below the detector's contrast.
    structureTolerance: 0.3,
  },
  {
    // Changes how the home itself looks, so listings say so; the brushed area, when given, limits the painting.
    id: 'paint-walls',
    group: 'realtor',
    needsMask: false,
    optionalMask: true,
    watermarkByDefault: true,
    photoNeed: 'walls',
    correctsGeometry: false,
    structureTolerance: 0.2,
  },
];

/** Whether the studio offers its brush for the tool: it needs a mask, or takes one when given. */
export const offersBrush = (tool: Pick<ToolTraits, 'needsMask' | 'optionalMask'>) =>
  tool.needsMask || tool.optionalMask;

export function findToolTraits(id: string): ToolTraits | undefined {
  return TOOL_TRAITS.find((tool) => tool.id === id);
}
