import { useTranslation } from 'next-i18next/pages';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_BATCH_PHOTOS } from '@/lib/studio/batches/batch-request';

/** Every file under a dropped entry: a folder is walked (readEntries answers in pages until it answers none). */
async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) {
    return new Promise((resolve) =>
      (entry as FileSystemFileEntry).file(
        (file) => resolve([file]),
        () => resolve([]),
      ),
    );
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const files: File[] = [];
  for (;;) {
    const page = await new Promise<FileSystemEntry[]>((resolve) =>
      reader.readEntries(resolve, () => resolve([])),
    );
    if (page.length === 0) return files;
    for (const child of page) files.push(...(await filesOf(child)));
  }
}

async function droppedFiles(event: DragEvent): Promise<File[]> {
  const entries = [...event.dataTransfer.items]
    .map((item) => item.webkitGetAsEntry())
    .filter((entry): entry is FileSystemEntry => entry !== null);
  if (entries.length === 0) return [...event.dataTransfer.files];
  const files = await Promise.all(entries.map(filesOf));
  return files.flat().sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

type Props = { onFiles(files: File[]): void; disabled: boolean };

/** Many photos at once: dropped (files or a folder), or chosen as files or as a folder. */
export function PhotoDrop({ onFiles, disabled }: Props) {
  const { t } = useTranslation('batch');
  const filesId = useId();
  const folderId = useId();
  const folderInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  // React has no prop for folder picking; the attribute is set on the element itself.
  useEffect(() => folderInput.current?.setAttribute('webkitdirectory', ''), []);

  const take = (list: FileList | null) => {
    if (list?.length)
      onFiles([...list].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })));
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) void droppedFiles(event).then(onFiles);
      }}
      className={`rounded-2xl border-2 border-dashed p-8 text-center ${
        over ? 'border-brand-600 bg-brand-50' : 'border-surface-line bg-white'
      }`}
    >
      <p className="font-semibold">{t('drop.title')}</p>
      <p className="text-ink-muted mt-1 text-sm">{t('drop.hint', { max: MAX_BATCH_PHOTOS })}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <label htmlFor={filesId} className="btn-secondary cursor-pointer">
          {t('drop.choose')}
        </label>
        <input
          id={filesId}
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <label htmlFor={folderId} className="btn-secondary cursor-pointer">
          {t('drop.folder')}
        </label>
        <input
          id={folderId}
          ref={folderInput}
          type="file"
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
