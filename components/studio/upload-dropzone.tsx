import { useTranslation } from 'next-i18next/pages';
import { type DragEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_MIME_TYPES } from './check-image-file';

type Props = { onFile(file: File): void; uploading: boolean };

/** Drop, pick, paste or photograph a room; the file goes to `onFile` (see useImageUpload for the checks). */
export function UploadDropzone({ onFile, uploading }: Props) {
  const { t } = useTranslation('studio');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A photo on the clipboard (a screenshot, a copied listing image) can be pasted anywhere on the page.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])][0];
      if (file) {
        event.preventDefault();
        onFile(file);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onFile]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  const onChosen = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) onFile(file);
  };

  // A photo picked in the server-rendered page before its script ran (a phone on a slow connection) is still in the
  // input, its change event long gone: it is taken on mount instead of being silently dropped (every later choice
  // comes through onChange).
  const takeEarlyChoice = useEffectEvent(() => onChosen(inputRef.current));
  useEffect(() => takeEarlyChoice(), []);

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors ${
        dragging ? 'border-brand-600 bg-brand-50' : 'border-surface-line bg-white'
      }`}
      aria-busy={uploading}
    >
      <p className="text-lg font-semibold">{uploading ? t('upload.uploading') : t('upload.title')}</p>
      <p className="text-ink-muted max-w-sm text-sm">{t('upload.hint')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={inputId}
          className="btn-primary focus-within:outline-brand-600 cursor-pointer focus-within:outline-2 focus-within:outline-offset-2"
        >
          {t('upload.choose')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_MIME_TYPES.join(',')}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => onChosen(event.currentTarget)}
          />
        </label>
        <button
          type="button"
          className="btn-secondary sm:hidden"
          disabled={uploading}
          onClick={() => cameraRef.current?.click()}
        >
          {t('upload.camera')}
        </button>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => onChosen(event.currentTarget)}
        />
      </div>
      <p className="text-ink-subtle text-xs">{t('upload.types')}</p>
    </div>
  );
}
