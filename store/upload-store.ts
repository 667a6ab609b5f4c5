import { createStore } from 'zustand/vanilla';

/** SPEC §3: the uploaded file and its image URL (the stored, normalised copy once the upload succeeded). */

export type UploadState = { uploadedFile: File | null; imageUrl: string | null; imageId: string | null };

export type UploadActions = {
  setUpload(file: File | null, imageUrl: string | null, imageId?: string | null): void;
  clearUpload(): void;
};

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore() {
  return createStore<UploadState & UploadActions>()((set) => ({
    uploadedFile: null,
    imageUrl: null,
    imageId: null,
    setUpload: (uploadedFile, imageUrl, imageId = null) => set({ uploadedFile, imageUrl, imageId }),
    clearUpload: () => set({ uploadedFile: null, imageUrl: null, imageId: null }),
  }));
}
