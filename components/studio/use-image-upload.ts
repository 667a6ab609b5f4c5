import { useCallback, useState } from 'react';
import { track } from '@/lib/analytics/track';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useEditorStore, useUploadStore } from '@/store/studio-store-provider';
import { INVALID_IMAGE_ALERT, INVALID_IMAGE_ERROR, isAcceptedImage } from './check-image-file';
import { type StudioMode, type TUploadedImage, studioApi } from './studio-api';

/**
 * Takes a photo for the studio: the browser check of SPEC §5 first (alert, error callback, image state 'blank',
 * stop), then the upload, whose failure does the same (SPEC §4). The preview shows at once from the local file.
 */
export function useImageUpload(
  mode: StudioMode,
  onUploaded: (image: TUploadedImage) => void,
  onError: (message: string) => void,
) {
  const [uploading, setUploading] = useState(false);
  const { errorMessage } = useErrorMessage();
  const setImage = useEditorStore((s) => s.setImage);
  const setUpload = useUploadStore((s) => s.setUpload);
  const clearUpload = useUploadStore((s) => s.clearUpload);

  const accept = useCallback(
    async (file: File) => {
      if (!isAcceptedImage(file)) {
        track('upload_failed', { mode, reason: 'invalid_type', file_type: file.type });
        window.alert(INVALID_IMAGE_ALERT);
        onError(INVALID_IMAGE_ERROR);
        setImage('blank');
        return;
      }
      setUploading(true);
      const preview = URL.createObjectURL(file);
      setUpload(file, preview);
      setImage(preview);
      try {
        const image = await studioApi(mode).upload(file, 'photo');
        setUpload(file, image.url, image.id);
        setImage(image.url);
        onUploaded(image);
      } catch (error) {
        track('upload_failed', { mode, reason: 'upload_error', file_type: file.type });
        clearUpload();
        setImage('blank');
        onError(errorMessage(error));
      } finally {
        URL.revokeObjectURL(preview);
        setUploading(false);
      }
    },
    [mode, onError, onUploaded, setImage, setUpload, clearUpload, errorMessage],
  );

  return { accept, uploading };
}
