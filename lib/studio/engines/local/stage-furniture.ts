import sharp from 'sharp';
import type { Style } from '../../catalog/styles';
import { type Rgb, hexToRgb, mixRgb, rgbToHex, scaleRgb } from './colour';
import { encodeJpeg } from './raw-image';
import { seededRandom } from './seeded-random';

/** The colours a scene is drawn in, taken from the style's palette (light to dark) and the photo's light. */
type Paints = { fabric: Rgb; cushion: Rgb; accent: Rgb; wood: Rgb; rug: Rgb; metal: Rgb; leaf: Rgb };

/** A scene in a 1000 × 600 box whose floor line is near the bottom; `x` positions are its own. */
type Scene = (paints: Paints, random: () => number) => string;

const WOOD: Rgb = [138, 100, 66];
const LEAF: Rgb = [84, 118, 78];
/** Gradient ids only need to be unique within one drawing: reset per staging, which builds its SVG synchronously. */
let gradientId = 0;

/** A vertical gradient, lit from above, so flat shapes read as solid. */
function lit(colour: Rgb): { def: string; fill: string } {
  const id = `g${gradientId++}`;
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rgbToHex(scaleRgb(colour, 1.1))}"/><stop offset="1" stop-color="${rgbToHex(scaleRgb(colour, 0.8))}"/></linearGradient>`,
    fill: `url(#${id})`,
  };
}

function box(x: number, y: number, w: number, h: number, colour: Rgb, radius = 0): string {
  const { def, fill } = lit(colour);
  return `<defs>${def}</defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;
}

/** The soft contact shadow under a piece: what makes it stand on the floor instead of floating over the photo. */
function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.42" filter="url(#soft)"/>`;
}

function rug(colour: Rgb, top: number, inset: number): string {
  const border = rgbToHex(scaleRgb(colour, 0.82));
  return `<polygon points="${120 + inset},${top} ${880 - inset},${top} ${960 - inset},590 ${40 + inset},590" fill="${rgbToHex(colour)}" fill-opacity="0.92"/>
    <polygon points="${150 + inset},${top + 12} ${850 - inset},${top + 12} ${915 - inset},576 ${85 + inset},576" fill="none" stroke="${border}" stroke-width="6"/>`;
}

function plant(x: number, base: number, p: Paints, random: () => number): string {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -70 + i * 17 + (random() - 0.5) * 10;
    const tone = rgbToHex(scaleRgb(p.leaf, 0.8 + 0.4 * random()));
    return `<ellipse cx="${x}" cy="${base - 150}" rx="16" ry="62" fill="${tone}" transform="rotate(${angle} ${x} ${base - 95})"/>`;
  }).join('');
  return `${shadow(x, base, 50, 9)}${leaves}
    <polygon points="${x - 38},${base - 90} ${x + 38},${base - 90} ${x + 28},${base} ${x - 28},${base}" fill="${rgbToHex(p.accent)}"/>`;
}

const sofaScene: Scene = (p, random) => {
  const seats = 2 + Math.round(random());
  const width = 560 + 40 * seats - 80;
  const left = 500 - width / 2;
  const cushionWidth = (width - 100) / seats;
  const cushions = Array.from({ length: seats }, (_, i) =>
    box(left + 50 + i * cushionWidth + 4, 342, cushionWidth - 8, 44, p.cushion, 12),
  ).join('');
  const pillows = [left + 70, left + width - 150]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${278}" width="80" height="70" rx="16" fill="${rgbToHex(p.accent)}" transform="rotate(${i ? 8 : -8} ${x + 40} 313)"/>`,
    )
    .join('');
  return `${rug(p.rug, 440, 0)}
    ${shadow(500, 472, width / 2 + 20, 20)}
    ${box(left + 20, 455, 14, 18, p.wood)}${box(left + width - 34, 455, 14, 18, p.wood)}
    ${box(left + 20, 250, width - 40, 140, p.fabric, 24)}
    ${box(left, 368, width, 90, p.fabric, 16)}
    ${cushions}${pillows}
    ${box(left - 20, 318, 74, 142, p.fabric, 22)}${box(left + width - 54, 318, 74, 142, p.fabric, 22)}
    ${shadow(500, 560, 150, 12)}
    ${box(375, 520, 12, 40, p.metal)}${box(613, 520, 12, 40, p.metal)}
    ${box(355, 505, 290, 18, p.wood, 6)}
    ${plant(random() < 0.5 ? 905 : 95, 520, p, random)}`;
};

const bedScene: Scene = (p, random) => {
  const lamp = (x: number) =>
    `${shadow(x, 470, 50, 8)}${box(x - 45, 380, 90, 90, p.wood, 4)}${box(x - 6, 330, 12, 50, p.metal)}
     <polygon points="${x - 22},${290} ${x + 22},${290} ${x + 34},${332} ${x - 34},${332}" fill="${rgbToHex(scaleRgb(p.cushion, 1.05))}"/>`;
  const pillowColour = random() < 0.5 ? p.cushion : p.accent;
  return `${rug(p.rug, 470, 40)}
    ${lamp(165)}${lamp(835)}
    ${shadow(500, 528, 290, 20)}
    ${box(270, 190, 460, 210, p.fabric, 18)}
    ${box(250, 470, 500, 52, p.wood, 6)}
    ${box(262, 352, 476, 130, scaleRgb(p.cushion, 1.08), 14)}
    ${box(300, 318, 170, 56, pillowColour, 18)}${box(530, 318, 170, 56, pillowColour, 18)}
    ${box(250, 400, 500, 96, p.accent, 12)}
    ${box(250, 438, 500, 10, scaleRgb(p.accent, 0.85))}`;
};

const diningScene: Scene = (p, random) => {
  const chair = (x: number, back: boolean) =>
    `${shadow(x, back ? 440 : 560, 50, 9)}${box(x - 40, back ? 300 : 360, 80, back ? 110 : 150, p.fabric, 10)}
     ${box(x - 44, back ? 400 : 490, 88, 16, p.wood, 4)}${box(x - 38, back ? 414 : 504, 8, back ? 26 : 56, p.wood)}${box(x + 30, back ? 414 : 504, 8, back ? 26 : 56, p.wood)}`;
  const round = random() < 0.5;
  const top = round
    ? `<ellipse cx="500" cy="420" rx="220" ry="46" fill="${rgbToHex(p.wood)}"/>`
    : box(290, 400, 420, 26, p.wood, 6);
  return `${rug(p.rug, 460, 20)}
    ${chair(400, true)}${chair(600, true)}
    ${shadow(500, 560, 230, 18)}
    ${box(330, 424, 18, 136, scaleRgb(p.wood, 0.85))}${box(652, 424, 18, 136, scaleRgb(p.wood, 0.85))}
    ${top}
    ${chair(215, false)}${chair(785, false)}
    <ellipse cx="500" cy="402" rx="40" ry="14" fill="${rgbToHex(p.accent)}"/>`;
};

/** A row of counter stools, as at an island, with a plant to one side. */
const kitchenScene: Scene = (p, random) => {
  const stool = (x: number) =>
    `${shadow(x, 560, 56, 10)}${box(x - 36, 360, 10, 200, p.metal)}${box(x + 26, 360, 10, 200, p.metal)}${box(x - 32, 480, 64, 7, p.metal)}
     ${box(x - 50, 340, 100, 26, p.fabric, 12)}${box(x - 44, 270, 88, 22, p.fabric, 10)}${box(x - 40, 290, 8, 52, p.metal)}${box(x + 32, 290, 8, 52, p.metal)}`;
  const count = 3 + Math.round(random());
  return (
    Array.from({ length: count }, (_, i) => stool(500 + (i - (count - 1) / 2) * 150)).join('') +
    plant(random() < 0.5 ? 90 : 910, 560, p, random)
  );
};

const officeScene: Scene = (p, random) =>
  `${rug(p.rug, 480, 80)}
   ${shadow(470, 520, 260, 16)}
   ${box(230, 380, 16, 140, p.metal)}${box(694, 380, 16, 140, p.metal)}
   ${box(560, 380, 130, 130, p.wood, 4)}${box(580, 440, 90, 6, scaleRgb(p.wood, 0.7))}
   ${box(210, 362, 520, 22, p.wood, 4)}
   ${box(300, 300, 130, 62, p.metal, 4)}${box(306, 306, 118, 50, scaleRgb(p.cushion, 0.9), 2)}
   ${box(640, 290, 10, 72, p.metal)}<polygon points="622,282 668,282 676,300 614,300" fill="${rgbToHex(p.accent)}"/>
   ${shadow(450, 565, 70, 10)}
   ${box(445, 470, 10, 80, p.metal)}${box(395, 548, 110, 8, p.metal, 4)}
   ${box(390, 360, 120, 100, p.fabric, 18)}${box(385, 450, 130, 30, p.fabric, 12)}
   ${plant(random() < 0.5 ? 110 : 890, 560, p, random)}`;

const benchScene: Scene = (p, random) =>
  `${rug(p.rug, 500, 160)}
   ${shadow(500, 545, 210, 14)}
   ${box(320, 470, 14, 75, p.wood)}${box(666, 470, 14, 75, p.wood)}
   ${box(300, 452, 400, 24, p.wood, 6)}
   ${box(350, 412, 110, 40, p.cushion, 10)}
   ${shadow(585, 452, 60, 6)}<polygon points="540,372 630,372 620,452 550,452" fill="${rgbToHex(p.accent)}"/>
   ${plant(random() < 0.5 ? 180 : 820, 560, p, random)}`;

const outdoorScene: Scene = (p, random) => {
  const lounger = (x: number, flip: boolean) =>
    `<g transform="${flip ? `translate(${2 * x} 0) scale(-1 1)` : ''}">
       ${shadow(x, 550, 130, 14)}
       ${box(x - 120, 470, 12, 80, p.metal)}${box(x + 100, 470, 12, 80, p.metal)}
       ${box(x - 130, 440, 250, 36, p.fabric, 12)}
       <polygon points="${x - 130},${446} ${x - 70},${446} ${x - 120},${330} ${x - 170},${340}" fill="${rgbToHex(scaleRgb(p.fabric, 0.92))}"/>
     </g>`;
  return `${lounger(290, false)}${lounger(710, true)}
    ${shadow(500, 552, 50, 8)}${box(470, 480, 60, 72, p.wood, 6)}
    ${plant(random() < 0.5 ? 80 : 920, 560, p, random)}`;
};

/** Room type → what a stager would put in it. */
const SCENES: Record<string, Scene> = {
  living_room: sofaScene,
  basement: sofaScene,
  attic: sofaScene,
  gaming_room: sofaScene,
  bedroom: bedScene,
  guest_room: bedScene,
  kids_room: bedScene,
  nursery: bedScene,
  dining_room: diningScene,
  kitchen: kitchenScene,
  home_office: officeScene,
  bathroom: benchScene,
  laundry_room: benchScene,
  walk_in_closet: benchScene,
  entryway: benchScene,
  patio: outdoorScene,
  exterior: outdoorScene,
  garden: outdoorScene,
};

/**
 * Virtual staging for the offline preview: a furniture group for the room type, drawn in the style's palette,
 * stood on the lower middle of the photo (where the floor usually is) with a soft contact shadow. Colours are
 * dimmed to the photo's own brightness so the furniture does not glow in a dim room. Variants mirror the group,
 * shift it, and deal the palette out differently.
 */
export async function stageFurniture(
  image: Buffer,
  style: Style,
  roomType: string,
  variant: number,
): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const { channels } = await sharp(image).stats();
  const brightness = channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
  const light = Math.min(1.05, Math.max(0.55, brightness / 140));
  const random = seededRandom(variant * 31 + 5);
  const palette = style.palette.map((hex) => scaleRgb(hexToRgb(hex), light));
  const pick = (offset: number) => palette[1 + ((variant + offset) % 4)]!;
  const paints: Paints = {
    fabric: pick(1),
    cushion: palette[0]!,
    accent: pick(3),
    wood: mixRgb(pick(2), scaleRgb(WOOD, light), 0.5),
    rug: mixRgb(palette[1]!, pick(0), 0.35),
    metal: palette[4]!,
    leaf: scaleRgb(LEAF, light),
  };

  gradientId = 0;
  const scene = (SCENES[roomType] ?? sofaScene)(paints, random);
  const svgWidth = Math.round(width * 0.66);
  const svgHeight = Math.min(Math.round(svgWidth * 0.6), height);
  const shift = Math.round((random() - 0.5) * width * 0.12);
  const left = Math.min(width - svgWidth, Math.max(0, Math.round((width - svgWidth) / 2) + shift));
  const top = Math.max(0, Math.min(height - svgHeight, Math.round(height * 0.97 - svgHeight)));
  const mirror = variant % 2 ? 'transform="translate(1000 0) scale(-1 1)"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}" viewBox="0 0 1000 600" preserveAspectRatio="xMidYMax meet">
    <defs><filter id="soft" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="10"/></filter></defs>
    <g ${mirror}>${scene}</g></svg>`;
  return encodeJpeg(sharp(image).composite([{ input: Buffer.from(svg), left, top }]));
}
