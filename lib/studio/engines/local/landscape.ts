import { EngineError, type EngineJob } from '../render-engine';
import { analyseExterior } from './analyse-exterior';
import { EXTERIOR_CLASSES, type ExteriorClass } from './classify-exterior';
import { type Rgb, hexToRgb } from './colour';
import { grassTexture, mulchTexture } from './garden-textures';
import { rgbToLab } from './lab';
import { plantBeds } from './plant-beds';
import { encodeRawImage, readRawImage } from './raw-image';
import { recolourClasses } from './recolour-classes';

const LAWNS: readonly Rgb[] = [
  [92, 152, 62],
  [100, 160, 70],
  [84, 144, 60],
];
const MULCH = rgbToLab([92, 60, 42]);
const FRESH_LEAVES = rgbToLab([70, 118, 56]);

/**
 * Where to dig a bed when the photo has none: a strip of lawn along the foot of the facade, as deep as a few
 * percent of the photo, column by column where lawn meets the house.
 */
function bedAlongFacade(
  lawn: Float32Array,
  facade: { left: number; right: number; bottom: number },
  width: number,
  height: number,
): Float32Array {
  const bed = new Float32Array(lawn.length);
  const depth = Math.round(height * 0.035);
  const from = Math.max(0, Math.round((facade.bottom - 0.02) * height));
  const to = Math.min(height - 1, Math.round((facade.bottom + 0.06) * height));
  for (let x = Math.round(facade.left * width); x < Math.round(facade.right * width); x++) {
    let start = -1;
    for (let y = from; y <= to && start < 0; y++) if (lawn[y * width + x]! > 0.5) start = y;
    if (start < 0) continue;
    for (let y = start; y < Math.min(height, start + depth); y++) bed[y * width + x] = lawn[y * width + x]!;
  }
  return bed;
}

/**
 * Landscaping for the offline preview: the lawn relaid as fresh, even grass (the old patchiness mostly evened out,
 * the light kept), bare soil covered in bark mulch and planted with rows of small shrubs, some in flower in the
 * style's colours, and the shrubs and trees freshened. With no soil in view, a bed is dug along the foot of the
 * facade. The house, paths and sky are left alone. A photo without lawn or beds is refused (and not counted).
 */
export async function landscape(job: EngineJob): Promise<Buffer> {
  const image = await readRawImage(job.image);
  const { width, height } = image;
  const analysis = await analyseExterior(image);
  const weight = (c: ExteriorClass) => analysis.weights[EXTERIOR_CLASSES.indexOf(c)]!;
  const area = (w: Float32Array) => w.reduce((sum, v) => sum + v, 0) / w.length;
  let lawn = weight('lawn');
  let soil = weight('soil');
  if (area(lawn) + area(soil) < 0.01) throw new EngineError('no_garden_found');
  if (area(soil) < 0.002 && analysis.facade) {
    soil = bedAlongFacade(lawn, analysis.facade, width, height);
    lawn = Float32Array.from(lawn, (v, i) => v - soil[i]!);
  }

  const green = LAWNS[job.variant % LAWNS.length]!;
  const output = recolourClasses(
    image,
    analysis.lab,
    [lawn, soil, weight('plants')],
    [
      {
        target: rgbToLab(green),
        strength: 1,
        keepChroma: 0.15,
        keepLightness: 0.3,
        keepShading: 0.15,
        keepDetail: 0,
        texture: grassTexture(width, height, job.variant),
      },
      {
        target: MULCH,
        strength: 1,
        keepChroma: 0.2,
        keepLightness: 0.2,
        keepShading: 0.5,
        keepDetail: 0.2,
        texture: mulchTexture(width, height, job.variant),
      },
      { target: FRESH_LEAVES, strength: 0.25, keepChroma: 0.8, keepLightness: 0.9 },
    ],
  );
  const flowers = job.style.palette.slice(1, 4).map(hexToRgb);
  plantBeds(output, soil, flowers, job.variant);
  return encodeRawImage(output);
}
