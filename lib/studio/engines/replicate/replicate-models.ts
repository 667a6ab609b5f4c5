import '@/lib/server-only';
import type { RoomType } from '../../catalog/room-types';
import type { StrictLayoutToolId } from '../../catalog/strict-layout';
import type { Style } from '../../catalog/styles';
import type { Tool, ToolId } from '../../catalog/tools';
import type { EditToolId } from '../../catalog/edit-tools';
import type { ModelRef } from './replicate-client';

/** The tools a hosted model draws: every one but the photo edits (see LOCAL_IN_HOSTED_MODE). */
export type HostedToolId = Exclude<ToolId, EditToolId>;

/** What a model's input is built from: the render's choices and the photo (and mask) as data URIs. */
export type ModelContext = {
  tool: Tool;
  style: Style;
  room: RoomType;
  prompt: string | null;
  image: string;
  mask: string | null;
  seed: number;
};

/**
 * A hosted model and how we call it: its pinned version (community models) or its official route (no version: the
 * model's newest), what one output image costs in US dollars, and the input it gets. Field names, types, enumerations
 * and mask polarity follow the published schemas kept in __tests__/fixtures/replicate-schemas (their README says where
 * each schema and price was read), and the unit test replicate-model-inputs checks every input against them.
 */
type ModelSpec = ModelRef & {
  pricePerImage: number;
  input(context: ModelContext): Record<string, unknown>;
};

/** The model a tool uses, and why it is the best one for that tool. */
export type ToolModel = ModelSpec & { why: string };

const NEGATIVE =
  'lowres, watermark, text, blurry, distorted walls, moved windows, moved doors, warped lines, deformed furniture, people';

function describe({ tool, style, room, prompt }: ModelContext): string {
  const place = room.name.toLowerCase();
  const base = {
    redesign: `A ${style.name.toLowerCase()} ${place}, ${style.description}`,
    'virtual-staging': `A furnished ${style.name.toLowerCase()} ${place}, ${style.description} Professional real estate photo`,
    'furniture-restyle': `The same ${place} with ${style.name.toLowerCase()} furniture: ${style.description}`,
    'room-converter': `This room converted into a ${style.name.toLowerCase()} ${place}, ${style.description}`,
    cleanup: `The empty surface behind, matching the surrounding ${place}`,
    declutter: `A tidy, clutter-free ${place}, bare clean surfaces`,
    'kitchen-cabinets': `New ${style.name.toLowerCase()} kitchen cabinet fronts with matching hardware`,
    'floor-swap': `A new ${style.name.toLowerCase()} floor, natural material, realistic grain and reflections`,
    'bathroom-refresh': `A refreshed ${style.name.toLowerCase()} bathroom surface, clean tiles and fixtures`,
    'curb-appeal': `Improve the curb appeal of this house in a ${style.name.toLowerCase()} way: fresh paint, trim, front door, tidy front yard. Keep the building's shape, windows and doors`,
    landscaping: `Landscape this garden in a ${style.name.toLowerCase()} way: lawn, planting beds, paths. Keep the house unchanged`,
    'pool-renovation':
      'Renovate the pool: clean blue water, new coping and deck. Keep everything else unchanged',
    lighting:
      'Make this photo bright and evenly lit with natural daylight and neutral white balance. Change nothing else',
  } satisfies Record<HostedToolId, string>;
  const wish = prompt ? `. ${prompt}` : '';
  return `${base[tool.id as HostedToolId]}${wish}`;
}

/** Sentences joined, whether or not each already ends with a full stop. */
const sentences = (...parts: string[]) => parts.map((part) => part.replace(/\.$/, '')).join('. ');

/** Editing models change what they are told to, so the walls, openings and the camera are named as fixed. */
const KEEP_ROOM =
  'Keep the walls, windows, doors, ceiling, the room layout and the camera angle and framing exactly as in the photo. Photorealistic';

/** Restyling as an instruction to an editing model (which edits the photo it is given, rather than painting anew). */
function instruct(c: ModelContext): string {
  const style = c.style.name.toLowerCase();
  const place = c.room.name.toLowerCase();
  const instructions = {
    redesign: `Redesign this ${place} in a ${style} style: ${c.style.description}`,
    'virtual-staging': `Furnish this empty ${place} in a ${style} style: ${c.style.description} Professional real estate photo`,
    'furniture-restyle': `Replace the furniture of this ${place} with ${style} furniture: ${c.style.description}`,
    'room-converter': `Convert this room into a ${style} ${place}: ${c.style.description}`,
  } satisfies Partial<Record<ToolId, string>>;
  const instruction =
    instructions[c.tool.id as keyof typeof instructions] ?? describe({ ...c, prompt: null });
  return sentences(instruction, ...(c.prompt ? [c.prompt] : []), KEEP_ROOM);
}

/**
 * google/nano-banana-2 (Gemini 3.1 Flash Image), official: edits the photo given as the reference and answers at the
 * photo's own aspect ratio (`match_input_image`). It takes no seed, so variants differ by the model's own sampling.
 */
const nanoBanana2: ModelSpec = {
  model: 'google/nano-banana-2',
  pricePerImage: 0.067,
  input: (c) => ({
    prompt: instruct(c),
    image_input: [c.image],
    aspect_ratio: 'match_input_image',
    resolution: '1K',
    output_format: 'jpg',
  }),
};

/** bytedance/seedream-4, official: instruction edits of the photo at 2K, at the photo's aspect ratio; one image. */
const seedream4: ModelSpec = {
  model: 'bytedance/seedream-4',
  pricePerImage: 0.03,
  input: (c) => ({
    prompt: sentences(describe(c), 'Photorealistic'),
    image_input: [c.image],
    size: '2K',
    aspect_ratio: 'match_input_image',
    sequential_image_generation: 'disabled',
    max_images: 1,
  }),
};

/** black-forest-labs/flux-kontext-pro, official: instruction editing of the whole photo, keeping its framing. */
const kontext: ModelSpec = {
  model: 'black-forest-labs/flux-kontext-pro',
  pricePerImage: 0.04,
  input: (c) => ({
    prompt: describe(c),
    input_image: c.image,
    aspect_ratio: 'match_input_image',
    output_format: 'jpg',
    safety_tolerance: 2,
    seed: c.seed,
  }),
};

/**
 * black-forest-labs/flux-fill-pro, official: inpaints the brushed area only (its mask: white = change, black = kept,
 * as ours). No `guidance`: its range changed between versions, and the official route runs the newest.
 */
const fill: ModelSpec = {
  model: 'black-forest-labs/flux-fill-pro',
  pricePerImage: 0.05,
  input: (c) => {
    if (!c.mask) throw new Error(`${c.tool.id} needs a mask for the inpainting model`);
    return {
      prompt: describe(c),
      image: c.image,
      mask: c.mask,
      steps: 50,
      output_format: 'jpg',
      safety_tolerance: 2,
      seed: c.seed,
    };
  },
};

/**
 * adirik/interior-design, pinned: regenerates the room through segmentation and straight-line (MLSD) ControlNets, so
 * windows, doors and columns stay where they are pixel for pixel, at the cost of a less natural look.
 */
const interiorDesign: ModelSpec = {
  model: 'adirik/interior-design',
  version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
  pricePerImage: 0.0055,
  input: (c) => ({
    image: c.image,
    prompt: `${describe(c)}, photorealistic, interior design magazine, 8k`,
    negative_prompt: NEGATIVE,
    num_inference_steps: 50,
    guidance_scale: 15,
    prompt_strength: 0.8,
    seed: c.seed,
  }),
};

const REMOVAL =
  'The only model here that is told where to work: pixels outside the mask are kept, so nothing else in the room moves (no dedicated eraser on Replicate has a published schema we could check)';
const MASKED_SWAP =
  'Only the brushed surface is repainted and everything outside the mask is kept, which a whole-photo editor cannot promise';

/** The model of each tool. Models, versions, prices and inputs live here, nowhere else. */
export const REPLICATE_MODELS: Record<HostedToolId, ToolModel> = {
  redesign: {
    ...nanoBanana2,
    why: 'Restyles the whole room from the photo as its reference and keeps its geometry and framing better than the older ControlNet pipeline, with a natural look',
  },
  'virtual-staging': {
    ...nanoBanana2,
    why: 'Adds furniture into the empty room of the photo without moving walls or openings, and keeps the light of the photo',
  },
  'furniture-restyle': {
    ...nanoBanana2,
    why: 'Follows an instruction to change the furniture alone while the room around it stays as photographed',
  },
  'room-converter': {
    ...nanoBanana2,
    why: "Turns the room into another use while keeping its shell; the conversion needs the editor's understanding of the instruction",
  },
  cleanup: { ...fill, why: REMOVAL },
  declutter: { ...fill, why: REMOVAL },
  'kitchen-cabinets': { ...fill, why: MASKED_SWAP },
  'floor-swap': { ...fill, why: MASKED_SWAP },
  'bathroom-refresh': { ...fill, why: MASKED_SWAP },
  'curb-appeal': {
    ...seedream4,
    why: 'Edits the facade at 2K for listing photos while keeping the building, at the lowest price of the editing models',
  },
  landscaping: {
    ...seedream4,
    why: 'Replants the garden at 2K while keeping the house and the framing of the photo',
  },
  'pool-renovation': {
    ...seedream4,
    why: 'Renovates the pool and deck at 2K while keeping the rest of the photo',
  },
  lighting: {
    ...kontext,
    why: 'Relights the photo and changes nothing else, with a seed so a render can be reproduced',
  },
};

/**
 * The photo edits run on the local engine in hosted mode too (getEngine routes them there): each is classical image
 * processing whose result is as good as a hosted model's, for no per-image price, with no generative model free to
 * move a window or invent a roofline, and with the exact colour or sky asked for. Why, per tool:
 */
export const LOCAL_IN_HOSTED_MODE: Record<EditToolId, string> = {
  enhance:
    'Exposure fusion, neutral white balance and gentle denoise on the photo itself: the HDR look a hosted enhancer sells, with the window views kept from the photo, not redrawn',
  straighten:
    "A projective correction measured from the photo's own vertical lines: exact geometry, which a generative model only imitates",
  'sky-replacement':
    'An edge-aware sky mask and a drawn sky: the house, trees and wires stay pixel for pixel, which an editing model does not promise',
  'day-to-dusk':
    'A dusk sky, an evening grade and lit windows found in the photo: every line of the house kept, at no per-image price',
  'paint-walls':
    'The exact #RRGGBB asked for, laid on the walls with their own shading; a model paints a colour near it at best',
};

/**
 * The "strict layout" choice for restyling: when every window, door and column must stay where it is (an empty room
 * with awkward openings, a listing where a moved window would misrepresent the home), the line- and
 * segmentation-conditioned model serves better than an editor, which may still nudge geometry. It repaints the whole
 * room less naturally, so it is the option, not the default.
 */
export const REPLICATE_STRICT_LAYOUT_MODELS: Partial<Record<HostedToolId, ToolModel>> = {
  redesign: {
    ...interiorDesign,
    why: 'Windows, doors and columns are held by its ControlNets, not by an instruction',
  },
  'virtual-staging': {
    ...interiorDesign,
    why: 'Furnishes the room while its ControlNets hold every opening in place',
  },
  'furniture-restyle': {
    ...interiorDesign,
    why: 'Restyles while its ControlNets hold the room shell in place',
  },
} satisfies Record<StrictLayoutToolId, ToolModel>;

/** The model a render of `tool` uses: the strict-layout one when asked for and the tool has one. */
export function replicateModel(tool: HostedToolId, strictLayout = false): ToolModel {
  return (strictLayout && REPLICATE_STRICT_LAYOUT_MODELS[tool]) || REPLICATE_MODELS[tool];
}
