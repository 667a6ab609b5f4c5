import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

/** Copies `text` and says so in words a screen reader announces too. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('common');
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      // No clipboard (insecure origin, denied permission): the text is on screen to select.
      setStatus('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className="btn-secondary" onClick={() => void copy()} aria-label={label}>
        {t('copy.button')}
      </button>
      <span role="status" className="text-ink-muted text-sm">
        {status === 'copied' ? t('copy.copied') : status === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}
