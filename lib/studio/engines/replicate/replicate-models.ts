import type { RoomType } from '../../catalog/room-types';
import type { Style } from '../../catalog/styles';
import type { Tool, ToolId } from '../../catalog/tools';
import type { ModelRef } from './replicate-client';

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

type ModelSpec = ModelRef & { input(context: ModelContext): Record<string, unknown> };

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
  } satisfies Record<ToolId, string>;
  const wish = prompt ? `. ${prompt}` : '';
  return `${base[tool.id]}${wish}`;
}

/** adirik/interior-design: keeps walls, windows and doors through segmentation and straight-line ControlNet. */
const interiorDesign: ModelSpec = {
  model: 'adirik/interior-design',
  version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
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

/** Inpainting of the brushed area only (white = change). */
const fill: ModelSpec = {
  model: 'black-forest-labs/flux-fill-pro',
  input: (c) => ({
    image: c.image,
    mask: c.mask,
    prompt: describe(c),
    steps: 50,
    guidance: 60,
    output_format: 'jpg',
    safety_tolerance: 2,
    seed: c.seed,
  }),
};

/** Instruction editing of the whole photo, keeping its framing. */
const kontext: ModelSpec = {
  model: 'black-forest-labs/flux-kontext-pro',
  input: (c) => ({
    input_image: c.image,
    prompt: describe(c),
    aspect_ratio: 'match_input_image',
    output_format: 'jpg',
    safety_tolerance: 2,
    seed: c.seed,
  }),
};

/** The model of each tool (ANCHORS: Replicate). Versions and inputs live here, nowhere else. */
export const REPLICATE_MODELS: Record<ToolId, ModelSpec> = {
  redesign: interiorDesign,
  'virtual-staging': interiorDesign,
  'furniture-restyle': interiorDesign,
  'room-converter': interiorDesign,
  cleanup: fill,
  declutter: fill,
  'kitchen-cabinets': fill,
  'floor-swap': fill,
  'bathroom-refresh': fill,
  'curb-appeal': kontext,
  landscaping: kontext,
  'pool-renovation': kontext,
  lighting: kontext,
};
