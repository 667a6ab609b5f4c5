import { useTranslation } from 'next-i18next/pages';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useCallback, useId, useRef, useState } from 'react';
import { StudioStoreProvider } from '@/store/studio-store-provider';
import { MaskEditor, type MaskEditorHandle } from '../studio/mask-editor/mask-editor';
import { studioApi } from '../studio/studio-api';

export type BrushTarget = {
  position: number;
  name: string;
  imageUrl: string;
  width: number;
  height: number;
};

type Props = {
  photo: BrushTarget;
  /** The uploaded mask's id, once the person keeps what they brushed. */
  onDone(maskImageId: string): void;
  onCancel(): void;
};

/**
 * The studio's brush for one photo of a batch: the person brushes what the photo's tool should change, and the mask
 * is uploaded the way the studio uploads one (a mask image of the account) for that photo's render. Its own editor
 * store, so each photo starts a drawing of its own; loaded only when a photo is brushed.
 */
export function BatchBrush(props: Props) {
  return (
    <StudioStoreProvider>
      <BrushPanel {...props} />
    </StudioStoreProvider>
  );
}

function BrushPanel({ photo, onDone, onCancel }: Props) {
  const { t } = useTranslation('batch');
  const { errorMessage } = useErrorMessage();
  const titleId = useId();
  const editor = useRef<MaskEditorHandle | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The brush area takes the keyboard as soon as it is on screen: brushing must not need a pointer.
  const attach = useCallback((handle: MaskEditorHandle | null) => {
    editor.current = handle;
    handle?.focus();
  }, []);

  const save = async () => {
    setError(null);
    if (!editor.current || editor.current.isEmpty()) {
      setError(t('brush.empty'));
      return;
    }
    setSaving(true);
    try {
      const mask = await editor.current.toMaskBlob();
      if (!mask) {
        setError(t('brush.empty'));
        return;
      }
      const uploaded = await studioApi('account').upload(mask, 'mask');
      onDone(uploaded.id);
    } catch (refusal) {
      setError(errorMessage(refusal));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="border-surface-line space-y-3 rounded-2xl border bg-white p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('brush.title', { position: photo.position, name: photo.name })}
      </h2>
      <MaskEditor
        key={photo.imageUrl}
        ref={attach}
        imageUrl={photo.imageUrl}
        width={photo.width}
        height={photo.height}
        disabled={saving}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={saving} onClick={() => void save()}>
          {saving ? t('brush.saving') : t('brush.save')}
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          {t('brush.cancel')}
        </button>
      </div>
    </section>
  );
}
