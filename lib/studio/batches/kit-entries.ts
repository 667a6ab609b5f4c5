import '@/lib/server-only';
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

const extension = (key: string) => key.slice(key.lastIndexOf('.'));

/**
 * The kit's photo files, each named for what it is and numbered in the listing's order so the two of a room sort
 * together: `03-kitchen-original.jpg` beside `03-kitchen-modern-virtual-staging.jpg`. A photo that was not staged
 * keeps its original, so the kit still holds the whole listing.
 */
export function kitFiles(photos: KitPhoto[]): { files: KitFile[]; pairs: KitPair[] } {
  const files: KitFile[] = [];
  const pairs: KitPair[] = [];
  for (const photo of photos) {
    const number = String(photo.position).padStart(2, '0');
    const original = `${downloadName(number, photo.roomType, 'original')}${extension(photo.imageKey)}`;
    files.push({ name: original, key: photo.imageKey });
    if (photo.outputKey) {
      const staged = `${downloadName(number, photo.roomType, photo.style, photo.tool)}${extension(photo.outputKey)}`;
      files.push({ name: staged, key: photo.outputKey });
      pairs.push({ original, staged, roomGroup: photo.roomGroup, roomType: photo.roomType });
    }
  }
  return { files, pairs };
}

export const DISCLOSURE_FILE = 'virtual-staging-disclosure.txt';
export const DESCRIPTION_FILE = 'listing-description.txt';
