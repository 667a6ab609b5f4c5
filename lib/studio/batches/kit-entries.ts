import '@/lib/server-only';
import { isEditTool } from '../catalog/edit-tools';
import { downloadName } from '../files/download-name';

/** A photo of the batch as the kit needs it: its storage keys, not its URLs. */
export type KitPhoto = {
  position: number;
  tool: string;
  roomType: string;
  /** The room it shows (photos of one room were staged together). */
  roomGroup: number;
  style: string;
  imageKey: string;
  /** The staged result with its mark; null when the photo failed or was cancelled. */
  outputKey: string | null;
};

export type KitFile = { name: string; key: string };
export type KitPair = { original: string; staged: string; roomGroup: number; roomType: string };
/** A photo edit's result (enhanced, straightened, a new sky…) beside the original it was made from. */
export type KitEdit = { original: string; edited: string; tool: string };

const extension = (key: string) => key.slice(key.lastIndexOf('.'));

/**
 * The kit's photo files, each named for what it is and numbered in the listing's order so the two of a room sort
 * together: `03-kitchen-original.jpg` beside `03-kitchen-modern-virtual-staging.jpg`. A photo that was not staged
 * keeps its original, so the kit still holds the whole listing. A photo edit's result takes its photo's number and
 * the edit's name (`03-kitchen-enhance.jpg`), the original once whatever was made of it.
 */
export function kitFiles(photos: KitPhoto[]): { files: KitFile[]; pairs: KitPair[]; edits: KitEdit[] } {
  const files: KitFile[] = [];
  const pairs: KitPair[] = [];
  const edits: KitEdit[] = [];
  const originals = new Map<string, { name: string; number: string }>();
  for (const photo of photos) {
    let original = originals.get(photo.imageKey);
    if (!original) {
      const number = String(photo.position).padStart(2, '0');
      original = {
        name: `${downloadName(number, photo.roomType, 'original')}${extension(photo.imageKey)}`,
        number,
      };
      originals.set(photo.imageKey, original);
      files.push({ name: original.name, key: photo.imageKey });
    }
    if (!photo.outputKey) continue;
    if (isEditTool(photo.tool)) {
      const edited = `${downloadName(original.number, photo.roomType, photo.tool)}${extension(photo.outputKey)}`;
      files.push({ name: edited, key: photo.outputKey });
      edits.push({ original: original.name, edited, tool: photo.tool });
      continue;
    }
    const staged = `${downloadName(original.number, photo.roomType, photo.style, photo.tool)}${extension(photo.outputKey)}`;
    files.push({ name: staged, key: photo.outputKey });
    pairs.push({ original: original.name, staged, roomGroup: photo.roomGroup, roomType: photo.roomType });
  }
  return { files, pairs, edits };
}

export const DISCLOSURE_FILE = 'virtual-staging-disclosure.txt';
export const DESCRIPTION_FILE = 'listing-description.txt';
