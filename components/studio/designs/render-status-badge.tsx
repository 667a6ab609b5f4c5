import { useTranslation } from 'next-i18next/pages';
import type { TRender } from '@/lib/studio/renders/render-request';

const TONES: Record<Exclude<TRender['status'], 'succeeded'>, string> = {
  queued: 'bg-white/90 text-ink',
  processing: 'bg-white/90 text-ink',
  failed: 'bg-danger-600 text-white',
  canceled: 'bg-ink/80 text-white',
};

/** A finished render needs no badge; the others say where they are, the running ones with a spinner. */
export function RenderStatusBadge({ status }: { status: TRender['status'] }) {
  const { t } = useTranslation('designs');
  if (status === 'succeeded') return null;
  const running = status === 'queued' || status === 'processing';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${TONES[status]}`}
    >
      {running && (
        <svg
          className="size-3.5 animate-spin motion-reduce:animate-none"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {t(`status.${status}`)}
    </span>
  );
}
