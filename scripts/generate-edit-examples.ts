/**
 * `npm run edit-examples`: the before/after pairs of the photo edits on the realtor tools page, made by the local
 * engine itself from the real photos in __tests__/fixtures/images/photos. Enhance starts from a darkened,
 * colour-cast copy and straighten from a copy tilted as a camera pointed up would see it, so the pair shows the
 * correction; the sky tools and paint start from the photo as it is. The output is committed; run this again after
 * changing an edit.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EDIT_EXAMPLE_SOURCES, EDIT_EXAMPLE_WIDTH, editExample } from '@/lib/site/edit-examples';
import { STYLES } from '@/lib/studio/catalog/styles';
import { optionsFor } from '@/lib/studio/catalog/tool-options';
import { findTool } from '@/lib/studio/catalog/tools';
import { EDIT_TOOLS, type EditToolId } from '@/lib/studio/catalog/edit-tools';
import { drawLocally } from '@/lib/studio/engines/local/draw-locally';

const PHOTOS = path.join(process.cwd(), '__tests__', 'fixtures', 'images', 'photos');
const OUT = path.join(process.cwd(), 'public');

async function before(tool: EditToolId): Promise<Buffer> {
  const { photo, height } = EDIT_EXAMPLE_SOURCES[tool];
  const sized = sharp(readFileSync(path.join(PHOTOS, `${photo}.jpg`))).resize(EDIT_EXAMPLE_WIDTH, height, {
    fit: 'cover',
  });
  if (tool === 'enhance') {
    // Under-exposed by a stop and a half with a warm cast, as a dim room under tungsten light comes out.
    return sized.linear([0.42, 0.36, 0.28], [0, 0, 0]).jpeg({ quality: 92 }).toBuffer();
  }
  if (tool === 'straighten') {
    // Converging verticals: the top drawn in by 6 % each side, as a camera tilted up about 7° sees them.
    const w = EDIT_EXAMPLE_WIDTH;
    const inset = Math.round(w * 0.06);
    const flat = await sized.jpeg({ quality: 95 }).toBuffer();
    const frame = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}"><path d="M0 0H${inset}L0 ${height}ZM${w} 0H${w - inset}L${w} ${height}Z" fill="#fff"/></svg>`,
    );
    return sharp(flat)
      .composite([{ input: frame }])
      .jpeg({ quality: 92 })
      .toBuffer();
  }
  return sized.jpeg({ quality: 92 }).toBuffer();
}

async function main() {
  mkdirSync(path.join(OUT, 'edit-examples'), { recursive: true });
  const style = STYLES[0]!;
  for (const tool of EDIT_TOOLS) {
    const image = await before(tool);
    const after = await drawLocally({
      tool: findTool(tool)!,
      style,
      roomType: EDIT_EXAMPLE_SOURCES[tool].photo === 'living-room' ? 'living_room' : 'exterior',
      prompt: null,
      image,
      mask: null,
      variant: 0,
      options: optionsFor(tool, { sky: 'blue', color: '#9CAF88' }),
    });
    const example = editExample(tool);
    writeFileSync(path.join(OUT, example.before), image);
    writeFileSync(path.join(OUT, example.after), await sharp(after).jpeg({ quality: 85 }).toBuffer());
    console.log(`${tool}: ${example.before} ${example.after}`);
  }
}

void main();
