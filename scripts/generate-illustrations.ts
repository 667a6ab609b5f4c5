/**
 * `npm run illustrations`: renders the procedural room illustrations (lib/illustrations) to WebP in
 * public/illustrations, with a manifest of paths, sizes and alt text. The output is committed; run this again
 * after changing the drawing code.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type RoomSceneInput, roomSceneSvg } from '@/lib/illustrations/room-scene';
import { IDEA_ROOMS, IDEA_STYLES, ILLUSTRATION_SIZE, roomImage } from '@/lib/inspiration/room-ideas';
import { findRoomType } from '@/lib/studio/catalog/room-types';
import { STYLES, type StyleId, findStyle } from '@/lib/studio/catalog/styles';

const OUT_DIR = path.join(process.cwd(), 'public', 'illustrations');
const GALLERY = ILLUSTRATION_SIZE;
const SAMPLE = { width: 1536, height: 1024 };

type Entry = {
  path: string;
  kind: 'style' | 'room' | 'sample' | 'guide';
  width: number;
  height: number;
  alt: string;
  style?: StyleId;
  room?: string;
};

const SAMPLES: readonly (Omit<Entry, 'path' | 'kind' | 'width' | 'height'> & {
  name: string;
  scene: Omit<RoomSceneInput, 'width' | 'height'>;
})[] = [
  {
    name: 'empty-living-room',
    alt: 'An empty living room with pale walls, oak floorboards and a large window, ready for virtual staging.',
    room: 'living_room',
    scene: { room: 'living_room', style: 'modern', finish: 'plain', empty: true, variant: 2 },
  },
  {
    name: 'dated-kitchen',
    alt: 'A dated kitchen with orange oak cabinets, beige tiles and a fluorescent ceiling light.',
    room: 'kitchen',
    scene: { room: 'kitchen', style: 'modern', finish: 'dated', variant: 1 },
  },
  {
    name: 'plain-bedroom',
    alt: 'A plain bedroom with a simple bed, nightstands and neutral walls.',
    room: 'bedroom',
    scene: { room: 'bedroom', style: 'modern', finish: 'plain', variant: 1 },
  },
  {
    name: 'house-exterior',
    alt: 'A two-storey house with a beige facade, grey roof, lawn and a path to the front door.',
    room: 'exterior',
    scene: { room: 'exterior', style: 'modern', finish: 'plain', variant: 3 },
  },
];

/** Learning-center covers (content/guides/guides.ts), one staged room per article, named by its slug. */
const GUIDE_COVERS: readonly {
  slug: string;
  alt: string;
  scene: Omit<RoomSceneInput, 'width' | 'height'>;
}[] = [
  {
    slug: 'virtual-staging-using-ai',
    alt: 'A virtually staged contemporary living room: a cream sofa, round coffee table, armchair and floor lamp.',
    scene: { room: 'living_room', style: 'contemporary', variant: 4 },
  },
  {
    slug: 'color-palettes-guide-2024',
    alt: 'An eclectic dining room with a deep teal accent wall, red chairs and a patterned red rug.',
    scene: { room: 'dining_room', style: 'eclectic', variant: 2 },
  },
  {
    slug: 'interior-design-styles-guide-2024',
    alt: 'A mid-century modern living room: slatted walnut wall, teal sofa, mustard armchair and a geometric rug.',
    scene: { room: 'living_room', style: 'midcentury_modern', variant: 5 },
  },
  {
    slug: 'room-cleanup',
    alt: 'A clean, minimalist bedroom with a made bed, two bedside lamps and nothing on the floor.',
    scene: { room: 'bedroom', style: 'minimalist', variant: 2 },
  },
  {
    slug: 'virtual-staging-for-real-estate-photographers',
    alt: 'A bright modern dining room staged with a wooden table, black chairs and a large window.',
    scene: { room: 'dining_room', style: 'modern', variant: 3 },
  },
];

async function render(file: string, scene: RoomSceneInput): Promise<void> {
  const svg = roomSceneSvg(scene);
  await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(path.join(OUT_DIR, file));
}

function styleAlt(style: StyleId, room: string): string {
  const found = findStyle(style)!;
  const roomName = findRoomType(room)!.name.toLowerCase();
  const article = /^[aeiou]/i.test(found.name) ? 'an' : 'a';
  return `Illustration of ${article} ${found.name.toLowerCase()} ${roomName}: ${found.description.charAt(0).toLowerCase()}${found.description.slice(1)}`;
}

async function main() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  for (const dir of ['styles', 'rooms', 'samples', 'guides'])
    mkdirSync(path.join(OUT_DIR, dir), { recursive: true });
  const entries: Entry[] = [];
  for (const style of STYLES) {
    const file = `styles/${style.id}.webp`;
    await render(file, { room: 'living_room', style: style.id, variant: 0, ...GALLERY });
    entries.push({
      path: `/illustrations/${file}`,
      kind: 'style',
      ...GALLERY,
      alt: styleAlt(style.id, 'living_room'),
      style: style.id,
      room: 'living_room',
    });
  }
  // Every room × style pair has an idea page (pages/inspiration/rooms/[slug].tsx).
  for (const room of IDEA_ROOMS) {
    for (const [i, style] of IDEA_STYLES.entries()) {
      const file = roomImage(room, style).replace('/illustrations/', '');
      await render(file, { room, style, variant: i + 1, ...GALLERY });
      entries.push({
        path: `/illustrations/${file}`,
        kind: 'room',
        ...GALLERY,
        alt: styleAlt(style, room),
        style,
        room,
      });
    }
  }
  for (const sample of SAMPLES) {
    const file = `samples/${sample.name}.webp`;
    await render(file, { ...sample.scene, ...SAMPLE });
    entries.push({
      path: `/illustrations/${file}`,
      kind: 'sample',
      ...SAMPLE,
      alt: sample.alt,
      room: sample.room,
    });
  }
  for (const cover of GUIDE_COVERS) {
    const file = `guides/${cover.slug}.webp`;
    await render(file, { ...cover.scene, ...GALLERY });
    entries.push({
      path: `/illustrations/${file}`,
      kind: 'guide',
      ...GALLERY,
      alt: cover.alt,
      room: cover.scene.room,
    });
  }
  writeFileSync(path.join(OUT_DIR, 'manifest.json'), `${JSON.stringify({ images: entries }, null, 2)}\n`);
  console.log(`Wrote ${entries.length} illustrations to ${path.relative(process.cwd(), OUT_DIR)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
