/** What a download may be called (before its extension): lower-case words joined by hyphens. */
export const DOWNLOAD_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A file name that says what the file is, from a render's room type and style and what follows them: for
 * `('living_room', 'japandi', 1)`, `living-room-japandi-1`. The extension is the stored file's own.
 */
export function downloadName(...parts: (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    )
    .join('-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
}

/** The address that downloads a stored file under a name that says what it is. */
export const downloadUrl = (url: string, name: string) => `${url}?download=${encodeURIComponent(name)}`;
