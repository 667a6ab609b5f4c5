import { Picture } from '@/components/ui/picture';
import { loadNamespace } from '@/lib/i18n/load-namespace';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy, useCallback } from 'react';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import { findToolTraits, offersBrush } from '@/lib/studio/catalog/tool-traits';
import { type SampleRoom, SampleRooms, sampleUrl } from './sample-rooms';
import { useShownRender, useStudio, useStudioFlow } from './studio-context';
import { UploadDropzone } from './upload-dropzone';
import { useStudioSubmit } from './use-studio-submit';

// The brush and the result (the before/after slider and the actions on it) are needed only once there is a photo to
// brush or a result to show: their code (and the brush's texts) load then, keeping the studio quick to start.
const MaskEditor = lazy(() =>
  Promise.all([import('./mask-editor/mask-editor'), loadNamespace('mask-editor')]).then(([m]) => ({
    default: m.MaskEditor,
  })),
);
const StudioResult = lazy(() => import('./studio-result').then((m) => ({ default: m.StudioResult })));
const loadingPanel = (
  <div className="bg-surface-muted aspect-[4/3] animate-pulse rounded-2xl" aria-hidden="true" />
);

/**
 * What the studio works on: a result, the photo (under the brush for a tool that needs or takes a brushed area), or a
 * way to bring a photo.
 */
export function StudioCanvas() {
  const { t } = useTranslation('studio');
  const { brush, upload } = useStudio();
  const { attach } = brush;
  // Stable, so the brush is attached once per mount rather than at every render.
  const attachBrush = useCallback((handle: MaskEditorHandle | null) => attach(handle), [attach]);
  const photo = useStudioFlow((s) => s.photo);
  const tool = useStudioFlow((s) => s.tool);
  const chooseRoomType = useStudioFlow((s) => s.chooseRoomType);
  const { data: render } = useShownRender();
  const { busy } = useStudioSubmit();

  const pickSample = async (sample: SampleRoom) => {
    const blob = await fetch(sampleUrl(sample)).then((res) => res.blob());
    chooseRoomType(sample.room);
    await upload.accept(new File([blob], `${sample.file}.webp`, { type: 'image/webp' }));
  };

  // Each lazy part has its own boundary, and only the parts the server never renders (a result, a brush) do: a
  // boundary the server renders may stream its content later with an inline script, which the CSP blocks.
  if (render?.status === 'succeeded') {
    return (
      <Suspense fallback={loadingPanel}>
        <StudioResult render={render} />
      </Suspense>
    );
  }
  if (!photo) {
    return (
      <>
        <UploadDropzone onFile={(file) => void upload.accept(file)} uploading={upload.uploading} />
        <SampleRooms onPick={(sample) => void pickSample(sample)} disabled={upload.uploading} />
      </>
    );
  }
  const selected = findToolTraits(tool)!;
  return offersBrush(selected) ? (
    <>
      {/* A tool that finds its own area says so: brushing is a choice, not a step. */}
      {selected.optionalMask ? (
        <p className="text-ink-muted mb-2 text-sm">{t(`mask.optional.${selected.id}`)}</p>
      ) : null}
      <Suspense fallback={loadingPanel}>
        <MaskEditor
          key={photo.url}
          ref={attachBrush}
          imageUrl={photo.url}
          width={photo.width}
          height={photo.height}
          disabled={busy}
        />
      </Suspense>
    </>
  ) : (
    // The user's own photo: private (or a local preview), so served as it is.
    <Picture
      unoptimized
      src={photo.url}
      alt={t('upload.preview')}
      width={photo.width}
      height={photo.height}
      className="w-full rounded-2xl"
    />
  );
}
