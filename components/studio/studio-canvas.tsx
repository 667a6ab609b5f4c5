import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { loadNamespace } from '@/lib/i18n/load-namespace';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy, useCallback } from 'react';
import type { MaskEditorHandle } from './mask-editor/mask-editor';
import { findTool, offersBrush } from '@/lib/studio/catalog/tools';
import { ResultActions } from './result-actions';
import { type SampleRoom, SampleRooms, sampleUrl } from './sample-rooms';
import { useShownRender, useStudio, useStudioFlow } from './studio-context';
import { UploadDropzone } from './upload-dropzone';
import { useStudioSubmit } from './use-studio-submit';

// The brush and the before/after slider are needed only once there is a photo to brush or a result to show: their
// code (and the brush's texts) load then, keeping the studio quick to start.
const MaskEditor = lazy(() =>
  Promise.all([import('./mask-editor/mask-editor'), loadNamespace('mask-editor')]).then(([m]) => ({
    default: m.MaskEditor,
  })),
);
const ResultViewer = lazy(() => import('./result-viewer').then((m) => ({ default: m.ResultViewer })));
const loadingPanel = (
  <div className="bg-surface-muted aspect-[4/3] animate-pulse rounded-2xl" aria-hidden="true" />
);

/**
 * What the studio works on: a result, the photo (under the brush for a tool that needs or takes a brushed area), or a
 * way to bring a photo.
 */
export function StudioCanvas() {
  const { t } = useTranslation('studio');
  const { abilities, brush, upload } = useStudio();
  const { attach } = brush;
  // Stable, so the brush is attached once per mount rather than at every render.
  const attachBrush = useCallback((handle: MaskEditorHandle | null) => attach(handle), [attach]);
  const photo = useStudioFlow((s) => s.photo);
  const tool = useStudioFlow((s) => s.tool);
  const variant = useStudioFlow((s) => s.variant);
  const chooseVariant = useStudioFlow((s) => s.chooseVariant);
  const chooseRoomType = useStudioFlow((s) => s.chooseRoomType);
  const { data: render, mutate } = useShownRender();
  const { submit, canSubmit, busy } = useStudioSubmit();

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
        <ResultViewer render={render} variant={variant} onVariantChange={chooseVariant}>
          {() =>
            !render.mine ? null : abilities.resultActions ? (
              <ResultActions
                render={render}
                onChanged={(changed) => void mutate(changed, { revalidate: false })}
                onRegenerate={() => void submit()}
                regenerateDisabled={!canSubmit}
              />
            ) : (
              <div className="bg-brand-50 rounded-2xl p-4">
                <p className="font-semibold">{t('trial.keepTitle')}</p>
                <p className="text-ink-muted mt-1 text-sm">{t('trial.keepText')}</p>
                <Link href="/signup?redirectedFrom=/studio" className="btn-primary mt-3">
                  {t('trial.signUp')}
                </Link>
              </div>
            )
          }
        </ResultViewer>
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
  const selected = findTool(tool)!;
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
