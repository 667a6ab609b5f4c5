import '@/lib/server-only';
/** Where the authorising file route serves a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;
