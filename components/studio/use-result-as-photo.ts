import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState } from 'react';
import { useEditorStore, useUploadStore } from '@/store/studio-store-provider';
import { type StudioMode, type TUploadedImage, studioApi } from './studio-api';

/**
 * Takes a finished result on as the next photo to edit. It goes through the same upload as any photo (checked,
 * normalised, owned by whoever uploads it), so a render of it follows every rule a render of a fresh photo does. A
 * failure leaves everything as it was: the photo, the result on screen and the result in the feeds.
 */
export function useResultAsPhoto(
  mode: StudioMode,
  onReady: (image: TUploadedImage) => void,
  onError: (message: string) => void,
) {
  const { t } = useTranslation('studio');
  const [preparing, setPreparing] = useState(false);
  const setImage = useEditorStore((s) => s.setImage);
  const setUpload = useUploadStore((s) => s.setUpload);

  const take = useCallback(
    async (resultUrl: string) => {
      setPreparing(true);
      try {
        const res = await fetch(resultUrl, { credentials: 'same-origin' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = await res.blob();
        const file = new File([blob], 'result.jpg', { type: blob.type || 'image/jpeg' });
        const image = await studioApi(mode).upload(file, 'photo');
        setUpload(file, image.url, image.id);
        setImage(image.url);
        onReady(image);
      } catch {
        onError(t('canvas.failed'));
      } finally {
        setPreparing(false);
      }
    },
    [mode, onReady, onError, setImage, setUpload, t],
  );

  return { take, preparing };
}
