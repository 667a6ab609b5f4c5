import { type StyleId, findStyle } from '@/lib/studio/catalog/styles';

export type Palette = readonly [string, string, string, string, string];
export type WallKind =
  'paint' | 'brick' | 'shiplap' | 'panelling' | 'slats' | 'wallpaper' | 'stone' | 'green' | 'deco';
export type FloorKind =
  'planks' | 'wide_planks' | 'herringbone' | 'tiles' | 'checker' | 'concrete' | 'terracotta' | 'marble';
export type RugKind = 'none' | 'plain' | 'kilim' | 'geometric' | 'striped' | 'persian' | 'jute';
export type LightKind = 'dome' | 'globe' | 'cage' | 'rattan' | 'chandelier' | 'paper' | 'cone' | 'flush';
export type ArtKind = 'none' | 'abstract' | 'landscape' | 'geometric' | 'gallery' | 'mirror' | 'botanical';
export type WindowKind = 'plain' | 'grid' | 'arched' | 'wide';
export type LegKind = 'block' | 'tapered' | 'metal' | 'turned';

/** How a look is built: which surfaces, which colours where. Colours mostly come straight from the palette. */
export type Materials = {
  palette: Palette;
  wall: string;
  backWall: string;
  wallKind: WallKind;
  wallDetail: string;
  ceiling: string;
  beams: boolean;
  trim: string;
  floorKind: FloorKind;
  floor: string;
  floorAlt: string;
  rug: RugKind;
  rugColours: readonly [string, string, string];
  wood: string;
  fabric: string;
  fabric2: string;
  accent: string;
  metal: string;
  cabinet: string;
  counter: string;
  legs: LegKind;
  light: LightKind;
  art: ArtKind;
  window: WindowKind;
  curtains: string | null;
  /** Kitchens: open wooden shelves with crockery instead of wall cabinets. */
  openShelves: boolean;
  plants: number;
  /** 0 square-edged … 1 soft and rounded: corner radius of upholstery and tops. */
  softness: number;
};

const BRASS = '#b8924f';

function p(id: StyleId): Palette {
  return findStyle(id)!.palette;
}

function forStyle(id: StyleId): Materials {
  const [c0, c1, c2, c3, c4] = p(id);
  const base = {
    palette: p(id),
    wall: c0,
    backWall: c0,
    wallKind: 'paint' as WallKind,
    wallDetail: c1,
    ceiling: c0,
    beams: false,
    trim: c0,
    rug: 'plain' as RugKind,
    rugColours: [c1, c2, c3] as const,
    curtains: null,
    window: 'plain' as WindowKind,
    openShelves: false,
  };
  switch (id) {
    case 'modern':
      return {
        ...base,
        floorKind: 'wide_planks',
        floor: '#cbb396',
        floorAlt: '#b89d7e',
        rugColours: [c1, c2, c4],
        wood: '#a47b57',
        fabric: c2,
        fabric2: c3,
        accent: '#c8553d',
        metal: c4,
        cabinet: c3,
        counter: c0,
        legs: 'metal',
        light: 'globe',
        art: 'abstract',
        window: 'wide',
        plants: 1,
        softness: 0.25,
      };
    case 'contemporary':
      return {
        ...base,
        floorKind: 'wide_planks',
        floor: '#c9ae8c',
        floorAlt: '#b89b78',
        rug: 'plain',
        rugColours: [c1, c2, c0],
        wood: '#9c7b5b',
        fabric: c1,
        fabric2: c2,
        accent: c3,
        metal: BRASS,
        cabinet: c2,
        counter: c0,
        legs: 'block',
        light: 'globe',
        art: 'abstract',
        window: 'wide',
        plants: 1,
        softness: 1,
      };
    case 'industrial':
      return {
        ...base,
        openShelves: true,
        wall: '#d4cec5',
        backWall: '#8e5a43',
        wallKind: 'brick',
        wallDetail: '#6f3f2d',
        ceiling: '#4a4a48',
        trim: c3,
        floorKind: 'concrete',
        floor: '#a19b92',
        floorAlt: '#8f8981',
        rug: 'persian',
        rugColours: ['#8a3b2a', c1, c4],
        wood: '#6b4a33',
        fabric: c2,
        fabric2: c3,
        accent: '#b5651d',
        metal: c4,
        cabinet: c3,
        counter: '#9d9891',
        legs: 'metal',
        light: 'cage',
        art: 'gallery',
        window: 'grid',
        plants: 1,
        softness: 0.1,
      };
    case 'bohemian':
      return {
        ...base,
        openShelves: true,
        wallDetail: c1,
        floorKind: 'planks',
        floor: '#b98a5e',
        floorAlt: '#a57650',
        rug: 'kilim',
        rugColours: [c2, c1, c4],
        wood: '#8b5a3c',
        fabric: c1,
        fabric2: c3,
        accent: c2,
        metal: BRASS,
        cabinet: c3,
        counter: c0,
        legs: 'turned',
        light: 'rattan',
        art: 'botanical',
        curtains: c2,
        plants: 4,
        softness: 0.7,
      };
    case 'scandinavian':
      return {
        ...base,
        openShelves: true,
        floorKind: 'planks',
        floor: '#e0cfb3',
        floorAlt: '#d2c0a2',
        rug: 'plain',
        rugColours: [c1, c2, c3],
        wood: '#d8bc94',
        fabric: '#d9d5cd',
        fabric2: c3,
        accent: c3,
        metal: '#f2f1ee',
        cabinet: c0,
        counter: '#d8bc94',
        legs: 'tapered',
        light: 'dome',
        art: 'abstract',
        window: 'wide',
        plants: 2,
        softness: 0.5,
      };
    case 'midcentury_modern':
      return {
        ...base,
        wallKind: 'slats',
        backWall: c0,
        wallDetail: c3,
        floorKind: 'herringbone',
        floor: '#b0845a',
        floorAlt: '#9a7049',
        rug: 'geometric',
        rugColours: [c1, c2, c0],
        wood: c3,
        fabric: c2,
        fabric2: c1,
        accent: c1,
        metal: BRASS,
        cabinet: c3,
        counter: c0,
        legs: 'tapered',
        light: 'cone',
        art: 'geometric',
        plants: 1,
        softness: 0.45,
      };
    case 'minimalist':
      return {
        ...base,
        floorKind: 'concrete',
        floor: '#dcd9d4',
        floorAlt: '#d0cdc7',
        rug: 'none',
        wood: '#d8c8b0',
        fabric: c2,
        fabric2: c1,
        accent: c3,
        metal: c4,
        cabinet: c0,
        counter: c1,
        legs: 'block',
        light: 'flush',
        art: 'abstract',
        window: 'wide',
        plants: 1,
        softness: 0.35,
      };
    case 'japandi':
      return {
        ...base,
        openShelves: true,
        wallDetail: c1,
        floorKind: 'wide_planks',
        floor: '#c9b293',
        floorAlt: '#b9a283',
        rug: 'plain',
        rugColours: [c1, c2, c0],
        wood: c2,
        fabric: c1,
        fabric2: c3,
        accent: c3,
        metal: c4,
        cabinet: c2,
        counter: c1,
        legs: 'block',
        light: 'paper',
        art: 'abstract',
        plants: 1,
        softness: 0.3,
      };
    case 'farmhouse':
      return {
        ...base,
        openShelves: true,
        wallKind: 'shiplap',
        wallDetail: c1,
        beams: true,
        floorKind: 'wide_planks',
        floor: '#a98460',
        floorAlt: '#957252',
        rug: 'striped',
        rugColours: [c1, c3, c0],
        wood: '#8a6a4a',
        fabric: c1,
        fabric2: c3,
        accent: c3,
        metal: c4,
        cabinet: c3,
        counter: '#f4f1ea',
        legs: 'turned',
        light: 'dome',
        art: 'landscape',
        window: 'grid',
        curtains: c1,
        plants: 1,
        softness: 0.5,
      };
    case 'eclectic':
      return {
        ...base,
        backWall: c2,
        wallDetail: c1,
        floorKind: 'herringbone',
        floor: '#a57a52',
        floorAlt: '#8e6743',
        rug: 'persian',
        rugColours: [c3, c1, c4],
        wood: '#7a5236',
        fabric: c1,
        fabric2: c3,
        accent: c3,
        metal: BRASS,
        cabinet: c2,
        counter: c0,
        legs: 'turned',
        light: 'globe',
        art: 'gallery',
        plants: 2,
        softness: 0.6,
      };
    case 'vintage':
      return {
        ...base,
        wallKind: 'wallpaper',
        backWall: c1,
        wallDetail: c2,
        floorKind: 'planks',
        floor: '#8e6c4f',
        floorAlt: '#7c5c42',
        rug: 'persian',
        rugColours: [c3, c1, c4],
        wood: c3,
        fabric: '#b98f80',
        fabric2: c2,
        accent: '#7f8c6e',
        metal: BRASS,
        cabinet: '#c9c2a6',
        counter: c0,
        legs: 'turned',
        light: 'chandelier',
        art: 'landscape',
        window: 'grid',
        curtains: c2,
        plants: 1,
        softness: 0.6,
      };
    case 'coastal':
      return {
        ...base,
        wallKind: 'shiplap',
        wallDetail: c1,
        floorKind: 'planks',
        floor: '#d8c7a9',
        floorAlt: '#c9b797',
        rug: 'striped',
        rugColours: [c0, c3, c2],
        wood: '#c8b08a',
        fabric: c0,
        fabric2: c2,
        accent: c3,
        metal: '#d9d4c7',
        cabinet: c3,
        counter: c0,
        legs: 'block',
        light: 'rattan',
        art: 'landscape',
        window: 'wide',
        curtains: c2,
        plants: 1,
        softness: 0.6,
      };
    case 'art_deco':
      return {
        ...base,
        backWall: c2,
        wallKind: 'deco',
        wallDetail: c1,
        wall: '#e9dcc0',
        trim: c1,
        floorKind: 'checker',
        floor: c0,
        floorAlt: c4,
        rug: 'geometric',
        rugColours: [c4, c1, c0],
        wood: c4,
        fabric: c3,
        fabric2: c2,
        accent: c1,
        metal: c1,
        cabinet: c2,
        counter: '#f3efe8',
        legs: 'metal',
        light: 'chandelier',
        art: 'mirror',
        window: 'arched',
        curtains: c3,
        plants: 1,
        softness: 0.8,
      };
    case 'italian':
      return {
        ...base,
        floorKind: 'marble',
        floor: '#efe7dc',
        floorAlt: '#d6c8b6',
        rug: 'plain',
        rugColours: [c1, c2, c0],
        wood: c3,
        fabric: c1,
        fabric2: c2,
        accent: c2,
        metal: BRASS,
        cabinet: c3,
        counter: '#f3eee8',
        legs: 'block',
        light: 'globe',
        art: 'abstract',
        window: 'arched',
        plants: 2,
        softness: 0.8,
      };
    case 'french_country':
      return {
        ...base,
        wallKind: 'panelling',
        wallDetail: c1,
        floorKind: 'herringbone',
        floor: '#b89a74',
        floorAlt: '#a58863',
        rug: 'persian',
        rugColours: [c2, c1, c3],
        wood: c1,
        fabric: c2,
        fabric2: c1,
        accent: c3,
        metal: '#9a8a6a',
        cabinet: c2,
        counter: '#efe9de',
        legs: 'turned',
        light: 'chandelier',
        art: 'landscape',
        window: 'grid',
        curtains: c1,
        plants: 1,
        softness: 0.6,
      };
    case 'rustic':
      return {
        ...base,
        openShelves: true,
        wallKind: 'stone',
        backWall: c1,
        wallDetail: c3,
        beams: true,
        floorKind: 'wide_planks',
        floor: c2,
        floorAlt: '#7c5d3d',
        rug: 'kilim',
        rugColours: [c3, c1, c0],
        wood: c3,
        fabric: c1,
        fabric2: c3,
        accent: '#8b3a2b',
        metal: c4,
        cabinet: c2,
        counter: c1,
        legs: 'block',
        light: 'chandelier',
        art: 'landscape',
        window: 'grid',
        plants: 1,
        softness: 0.3,
      };
    case 'biophilic':
      return {
        ...base,
        openShelves: true,
        wallKind: 'green',
        wallDetail: c3,
        floorKind: 'planks',
        floor: '#c2a47d',
        floorAlt: '#b09268',
        rug: 'jute',
        rugColours: [c1, c2, c0],
        wood: '#a67c52',
        fabric: c1,
        fabric2: c2,
        accent: c3,
        metal: c4,
        cabinet: c2,
        counter: c0,
        legs: 'block',
        light: 'rattan',
        art: 'botanical',
        window: 'wide',
        plants: 5,
        softness: 0.7,
      };
    case 'neoclassic':
      return {
        ...base,
        wallKind: 'panelling',
        wallDetail: c1,
        floorKind: 'checker',
        floor: c0,
        floorAlt: c2,
        rug: 'persian',
        rugColours: [c2, c0, c3],
        wood: c3,
        fabric: c1,
        fabric2: c3,
        accent: '#b59a5b',
        metal: '#b59a5b',
        cabinet: c1,
        counter: '#f6f3ee',
        legs: 'turned',
        light: 'chandelier',
        art: 'mirror',
        window: 'arched',
        curtains: c2,
        plants: 1,
        softness: 0.4,
      };
    case 'ski_chalet':
      return {
        ...base,
        wall: '#c9a27e',
        backWall: '#9f8a74',
        wallKind: 'stone',
        wallDetail: c3,
        ceiling: c1,
        beams: true,
        trim: c2,
        floorKind: 'wide_planks',
        floor: c2,
        floorAlt: '#7a5133',
        rug: 'kilim',
        rugColours: ['#9b3b32', c0, c4],
        wood: c3,
        fabric: c0,
        fabric2: '#9b3b32',
        accent: '#9b3b32',
        metal: c4,
        cabinet: c2,
        counter: c1,
        legs: 'block',
        light: 'chandelier',
        art: 'landscape',
        window: 'grid',
        plants: 0,
        softness: 0.4,
      };
    case 'maximalist':
      return {
        ...base,
        wallKind: 'wallpaper',
        backWall: c3,
        wallDetail: c2,
        wall: c0,
        floorKind: 'herringbone',
        floor: '#9a6a45',
        floorAlt: '#845838',
        rug: 'persian',
        rugColours: [c1, c2, c4],
        wood: '#7a4a32',
        fabric: c2,
        fabric2: c1,
        accent: c4,
        metal: '#c9a45c',
        cabinet: c3,
        counter: c0,
        legs: 'turned',
        light: 'chandelier',
        art: 'gallery',
        curtains: c4,
        plants: 3,
        softness: 0.8,
      };
  }
}

/** Builder-grade neutrals: a sample room that any style visibly transforms. */
const PLAIN: Materials = {
  palette: ['#f5f3ef', '#e4e0d9', '#bdb6aa', '#8a8378', '#4a463f'],
  wall: '#eeeae3',
  backWall: '#eeeae3',
  wallKind: 'paint',
  wallDetail: '#e4e0d9',
  ceiling: '#f5f3ef',
  beams: false,
  trim: '#f5f3ef',
  floorKind: 'planks',
  floor: '#c7ad8e',
  floorAlt: '#b99f80',
  rug: 'none',
  rugColours: ['#e4e0d9', '#bdb6aa', '#8a8378'],
  wood: '#a88a6a',
  fabric: '#b9b2a6',
  fabric2: '#9c958a',
  accent: '#8a8378',
  metal: '#7a7a7a',
  cabinet: '#f1efea',
  counter: '#d6d1c8',
  legs: 'block',
  light: 'flush',
  art: 'none',
  window: 'plain',
  curtains: null,
  openShelves: false,
  plants: 0,
  softness: 0.3,
};

/** A tired, beige-and-oak look from a few decades ago: the "before" of a kitchen makeover. */
const DATED: Materials = {
  palette: ['#f1e7c9', '#d9c79a', '#b08850', '#7d5a34', '#4a3a28'],
  wall: '#ece0bb',
  backWall: '#ece0bb',
  wallKind: 'paint',
  wallDetail: '#d9c79a',
  ceiling: '#f1ead3',
  beams: false,
  trim: '#f1e7c9',
  floorKind: 'tiles',
  floor: '#d6c8a9',
  floorAlt: '#c8b996',
  rug: 'none',
  rugColours: ['#d9c79a', '#b08850', '#7d5a34'],
  wood: '#b5824a',
  fabric: '#b9a27a',
  fabric2: '#8f7a58',
  accent: '#7d5a34',
  metal: '#a8a39a',
  cabinet: '#b5824a',
  counter: '#cbbd9f',
  legs: 'block',
  light: 'flush',
  art: 'none',
  window: 'grid',
  curtains: null,
  openShelves: false,
  plants: 0,
  softness: 0.2,
};

export type Finish = 'style' | 'plain' | 'dated';

export function materialsFor(style: StyleId, finish: Finish): Materials {
  if (finish === 'plain') return PLAIN;
  if (finish === 'dated') return DATED;
  return forStyle(style);
}
