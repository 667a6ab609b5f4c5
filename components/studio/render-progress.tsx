import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { TRenderView } from '@/lib/studio/renders/render-request';

/** Rough seconds a render takes: the offline preview is quick, hosted models take a while per image. */
function expectedSeconds(render: TRenderView): number {
  if (render.engine === 'local-preview') return 2 + 2 * render.variants;
  return 20;
}

type Props = { render: TRenderView; onCancel?: () => void; canceling?: boolean };

/** What is happening, for how long so far and how long it usually takes; with a cancel button. */
export function RenderProgress({ render, onCancel, canceling }: Props) {
  const { t } = useTranslation('studio');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, Math.round((now - Date.parse(render.createdAt)) / 1000));
  const expected = expectedSeconds(render);
  const share = Math.min(0.95, elapsed / expected);
  return (
    <div className="border-surface-line space-y-3 rounded-2xl border bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold" role="status" aria-live="polite">
          {t(`progress.${render.status === 'queued' ? 'queued' : 'processing'}`)}
        </p>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={canceling}>
            {t('progress.cancel')}
          </button>
        ) : null}
      </div>
      <div
        className="bg-surface-muted h-2 overflow-hidden rounded-full"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div
          className="bg-brand-600 h-full transition-[width] duration-1000"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-ink-muted text-sm">{t('progress.time', { elapsed, expected })}</p>
    </div>
  );
}
