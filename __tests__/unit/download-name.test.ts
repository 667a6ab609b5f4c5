import { describe, expect, it } from '@jest/globals';
import { DOWNLOAD_NAME, downloadName, downloadUrl } from '@/lib/studio/files/download-name';

describe('download names', () => {
  it('say what the file is, from the room type, the style and the variant', () => {
    expect(downloadName('living_room', 'japandi', 1)).toBe('living-room-japandi-1');
    expect(downloadName('home_office', 'mid_century', 2, 'unmarked')).toBe(
      'home-office-mid-century-2-unmarked',
    );
    expect(downloadName('Bathroom', '--Art Deco!!', 'original')).toBe('bathroom-art-deco-original');
  });

  it('are always names the files route accepts', () => {
    for (const name of [
      downloadName('a'.repeat(200), 'b'),
      downloadName('', 'x'),
      downloadName('ü', 'ß', 3),
    ]) {
      expect(name).toMatch(DOWNLOAD_NAME);
      expect(name.length).toBeLessThanOrEqual(80);
    }
    expect(downloadUrl('/api/files/u/1.jpg', 'living-room-japandi-1')).toBe(
      '/api/files/u/1.jpg?download=living-room-japandi-1',
    );
  });
});
