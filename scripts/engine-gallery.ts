/**
 * `npm run engine:gallery`: every tool of the offline engine on every fixture scene (drawn by the project's own
 * illustrations, see __tests__/fixtures/engine-scenes) and on the real interiors the structure guard is tested on, as one
 * before/after contact sheet at
 * .data/engine-gallery/contact-sheet.png: a row per scene, its photo first, then each tool's result with the time it
 * took and the structure guard's verdict on it (what would be stored, and its score; a failing one in red with
 * its reasons), or the message a refused render gives. Each result is also kept as a JPEG beside it. A second sheet,
 * photo-edits.png, shows the photographer's edits on the real photos of the guard's tests, each judged by the guard
 * as its tool: enhance, straighten (of a copy tilted as a hurried shot), the three skies and day to dusk where the
 * photo shows sky, paint-walls where it shows walls.
 * `--readme` also writes the small copy the README shows, docs/engine-gallery.png (no times, so it only changes when
 * the drawing does).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import {
  ENGINE_SCENE_NAMES,
  type EngineScene,
  type EngineSceneName,
  engineScene,
  polygonMask,
} from '../__tests__/fixtures/engine-scenes/engine-scenes';
import { cameraTilted } from '../__tests__/fixtures/images/photos/camera-tilt';
import { PHOTOS, decode, readPhoto } from '../__tests__/fixtures/images/photos/photo-edits';
import { STYLES, type StyleId } from '../lib/studio/catalog/styles';
import { type ToolId, TOOLS } from '../lib/studio/catalog/tools';
import { createLocalRenderer } from '../lib/studio/engines/local-engine';
import { dayToDusk } from '../lib/studio/engines/local/edits/day-to-dusk';
import { enhance } from '../lib/studio/engines/local/edits/enhance';
import { hasSky } from '../lib/studio/engines/local/edits/find-sky';
import { hasWalls } from '../lib/studio/engines/local/edits/find-walls';
import { paintWalls } from '../lib/studio/engines/local/edits/paint-walls';
import { replaceSky } from '../lib/studio/engines/local/edits/sky-replacement';
import { straighten } from '../lib/studio/engines/local/edits/straighten';
import { type RawImage, encodeRawImage, readRawImage } from '../lib/studio/engines/local/raw-image';
import { EngineError } from '../lib/studio/engines/render-engine';
import { checkStructure } from '../lib/studio/guard/check-structure';

const OUT_DIR = path.join(process.cwd(), '.data', 'engine-gallery');
const README_COPY = path.join(process.cwd(), 'docs', 'engine-gallery.png');
const WIDTH = 1024;
const CELL = { width: 256, height: 192, caption: 56 };
const LABEL_WIDTH = 150;
const HEADER = 34;

/** The style each scene is redesigned in: one per row, so the sheet also shows several palettes. */
const STYLE_OF: Record<EngineSceneName, StyleId> = {
  'cluttered-living-room': 'scandinavian',
  kitchen: 'midcentury_modern',
  bathroom: 'japandi',
  facade: 'farmhouse',
  pool: 'coastal',
};

/**
 * The real interiors among the structure guard's photos (__tests__/fixtures/images/photos), with their room type and
 * style: nothing is brushed on them, so the brushed tools are left out of their rows.
 */
const PHOTO_ROWS: [string, string, StyleId][] = [
  ['living-room', 'living_room', 'japandi'],
  ['kitchen', 'kitchen', 'industrial'],
];

/** `guard` is the structure guard's verdict line; `failed` draws it in red. */
type Cell = { image: Buffer | null; caption: string; timed: string; guard?: string; failed?: boolean };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words broken into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function textSvg(
  width: number,
  height: number,
  lines: string[],
  size: number,
  fill = '#fff',
  colours: string[] = [],
): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `<text x="8" y="${size + 4 + i * (size + 4)}"${colours[i] ? ` fill="${colours[i]}"` : ''}>${escape(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><g font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#222">${text}</g></svg>`,
  );
}

async function renderScene(
  name: string,
  scene: Pick<EngineScene, 'image' | 'width' | 'height' | 'roomType' | 'masks'>,
  styleId: StyleId,
): Promise<Cell[]> {
  const style = STYLES.find((s) => s.id === styleId)!;
  const engine = createLocalRenderer();
  mkdirSync(path.join(OUT_DIR, name), { recursive: true });
  writeFileSync(path.join(OUT_DIR, name, 'photo.jpg'), scene.image);
  const cells: Cell[] = [{ image: scene.image, caption: 'photo', timed: `photo · ${style.name}` }];
  for (const tool of TOOLS) {
    const area = scene.masks[tool.id];
    if (tool.needsMask && !area) {
      const caption = `${tool.name}: nothing to brush on this scene`;
      cells.push({ image: null, caption, timed: caption });
      continue;
    }
    const mask = area ? await polygonMask(scene.width, scene.height, area) : null;
    const started = performance.now();
    try {
      const output = await engine.render({
        tool,
        style,
        roomType: scene.roomType,
        prompt: null,
        image: scene.image,
        mask,
        variant: 0,
      });
      const ms = Math.round(performance.now() - started);
      const verdict = await checkStructure(scene.image, output, { toolId: tool.id, mask });
      const guard = verdict.passed
        ? `guard: pass · ${verdict.score.toFixed(2)}`
        : `guard: FAIL · ${verdict.score.toFixed(2)} · ${verdict.reasons.join(', ')}`;
      writeFileSync(path.join(OUT_DIR, name, `${tool.id}.jpg`), output);
      cells.push({
        image: verdict.result,
        caption: tool.name,
        timed: `${tool.name} · ${ms} ms`,
        guard,
        failed: !verdict.passed,
      });
      console.log(`${name.padEnd(22)} ${tool.id.padEnd(18)} ${String(ms).padStart(5)} ms  ${guard}`);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      cells.push({
        image: null,
        caption: `${tool.name}: ${error.message}`,
        timed: `${tool.name}: ${error.message}`,
      });
      console.log(`${name.padEnd(22)} ${tool.id.padEnd(18)} refused: ${error.message}`);
    }
  }
  return cells;
}

type PhotoEdit = { caption: string; tool: ToolId; edit: (image: RawImage) => RawImage | Promise<RawImage> };

/** The edits a photo shows what they need for (sky, walls), as the render API would take them. */
function editsFor(image: RawImage): PhotoEdit[] {
  const edits: PhotoEdit[] = [{ caption: 'Enhance', tool: 'enhance', edit: enhance }];
  if (hasSky(image))
    edits.push(
      { caption: 'Blue sky', tool: 'sky-replacement', edit: (photo) => replaceSky(photo, 'blue') },
      {
        caption: 'Golden-hour sky',
        tool: 'sky-replacement',
        edit: (photo) => replaceSky(photo, 'golden-hour'),
      },
      { caption: 'Dusk sky', tool: 'sky-replacement', edit: (photo) => replaceSky(photo, 'dusk') },
      { caption: 'Day to dusk', tool: 'day-to-dusk', edit: dayToDusk },
    );
  if (hasWalls(image))
    for (const colour of ['#2E5A88', '#E6D5B8'])
      edits.push({
        caption: `Paint ${colour}`,
        tool: 'paint-walls',
        edit: (photo) => paintWalls(photo, colour, null),
      });
  return edits;
}

/**
 * The photographer's edits on a real photo (__tests__/fixtures/images/photos), by the engine functions the render
 * pool runs, each judged by the guard as its tool; straighten on a copy tilted 6° up with a 2° roll.
 */
async function renderPhotoEdits(name: string): Promise<Cell[]> {
  const photo = readPhoto(name);
  const image = await readRawImage(photo);
  const tilted = cameraTilted(await decode(photo), 6, 2);
  const tiltedImage: RawImage = { ...tilted, data: new Uint8Array(tilted.data) };
  const tiltedPhoto = await encodeRawImage(tiltedImage);
  mkdirSync(path.join(OUT_DIR, 'photos'), { recursive: true });
  const cells: Cell[] = [{ image: photo, caption: 'photo', timed: 'photo' }];
  const run = async (
    caption: string,
    tool: ToolId,
    before: Buffer,
    edit: () => RawImage | Promise<RawImage>,
  ) => {
    const started = performance.now();
    const output = await encodeRawImage(await edit());
    const ms = Math.round(performance.now() - started);
    const verdict = await checkStructure(before, output, { toolId: tool });
    const guard = `guard: ${verdict.passed ? 'pass' : 'FAIL'} · ${verdict.score.toFixed(2)}`;
    const file = `${name}-${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`;
    writeFileSync(path.join(OUT_DIR, 'photos', file), output);
    cells.push({ image: output, caption, timed: `${caption} · ${ms} ms`, guard, failed: !verdict.passed });
    console.log(`${name.padEnd(22)} ${caption.padEnd(18)} ${String(ms).padStart(5)} ms  ${guard}`);
  };
  for (const { caption, tool, edit } of editsFor(image)) await run(caption, tool, photo, () => edit(image));
  cells.push({ image: tiltedPhoto, caption: 'tilted 6° up, 2° roll', timed: 'tilted 6° up, 2° roll' });
  await run('Straighten (the tilted)', 'straighten', tiltedPhoto, () => straighten(tiltedImage));
  return cells;
}

/**
 * The sheet: a header row of tool names, then a row per scene; `timed` adds each render's time to its caption. Rows
 * may differ in length and in what a column shows (the photos' edits depend on the photo): the sheet is as wide as
 * the longest row, and a column is titled only where every row shows the same tool in it.
 */
async function contactSheet(rows: [string, Cell[]][], timed: boolean): Promise<Buffer> {
  const columns = Math.max(...rows.map(([, cells]) => cells.length));
  const width = LABEL_WIDTH + columns * CELL.width;
  const rowHeight = CELL.height + CELL.caption;
  const height = HEADER + rows.length * rowHeight;
  const layers: OverlayOptions[] = [];
  for (let c = 0; c < columns; c++) {
    const titles = new Set(rows.flatMap(([, cells]) => (cells[c] ? [cells[c]!.caption.split(':')[0]!] : [])));
    const title = c === 0 ? 'before' : titles.size === 1 ? [...titles][0]! : '';
    layers.push({
      input: textSvg(CELL.width, HEADER, [title], 16, '#eef0f2'),
      left: LABEL_WIDTH + c * CELL.width,
      top: 0,
    });
  }
  for (const [r, [name, cells]] of rows.entries()) {
    const top = HEADER + r * rowHeight;
    const label = wrap(name.replace(/-/g, ' '), 14);
    layers.push({ input: textSvg(LABEL_WIDTH, rowHeight, label, 15, '#eef0f2'), left: 0, top });
    for (const [c, cell] of cells.entries()) {
      const left = LABEL_WIDTH + c * CELL.width;
      const caption = timed ? cell.timed : cell.caption;
      if (cell.image) {
        layers.push({
          input: await sharp(cell.image)
            .resize(CELL.width - 4, CELL.height - 4)
            .toBuffer(),
          left: left + 2,
          top: top + 2,
        });
        const lines = wrap(caption, 34);
        const colours = lines.map(() => '');
        if (cell.guard) {
          lines.push(...wrap(cell.guard, 40));
          while (colours.length < lines.length) colours.push(cell.failed ? '#c0392b' : '#2e7d32');
        }
        layers.push({
          input: textSvg(CELL.width, CELL.caption, lines, 12, '#fff', colours),
          left,
          top: top + CELL.height,
        });
      } else {
        layers.push({
          input: textSvg(CELL.width - 4, rowHeight - 4, wrap(caption, 34), 12, '#f6e7e4'),
          left: left + 2,
          top: top + 2,
        });
      }
    }
  }
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
}

async function main() {
  const rows: [string, Cell[]][] = [];
  for (const name of ENGINE_SCENE_NAMES)
    rows.push([name, await renderScene(name, await engineScene(name, WIDTH), STYLE_OF[name])]);
  for (const [name, roomType, styleId] of PHOTO_ROWS) {
    const image = readPhoto(name);
    const { width, height } = await sharp(image).metadata();
    rows.push([name, await renderScene(name, { image, width, height, roomType, masks: {} }, styleId)]);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const sheet = path.join(OUT_DIR, 'contact-sheet.png');
  writeFileSync(sheet, await contactSheet(rows, true));
  console.log(`Wrote ${path.relative(process.cwd(), sheet)}`);
  const photoRows: [string, Cell[]][] = [];
  for (const { name } of PHOTOS) photoRows.push([name, await renderPhotoEdits(name)]);
  const photoSheet = path.join(OUT_DIR, 'photo-edits.png');
  writeFileSync(photoSheet, await contactSheet(photoRows, true));
  console.log(`Wrote ${path.relative(process.cwd(), photoSheet)}`);
  if (process.argv.includes('--readme')) {
    mkdirSync(path.dirname(README_COPY), { recursive: true });
    await sharp(await contactSheet(rows, false))
      .resize(1800)
      .png({ palette: true, colours: 128, dither: 0.6, effort: 10 })
      .toFile(README_COPY);
    console.log(`Wrote ${path.relative(process.cwd(), README_COPY)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
