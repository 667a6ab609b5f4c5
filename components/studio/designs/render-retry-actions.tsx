import { useState } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { postData } from '@/lib/api/fetch-json';
import { useTranslation } from 'next-i18next/pages';
import { hasStrictLayout } from '@/lib/studio/catalog/strict-layout';
import type { TRender } from '@/lib/studio/renders/render-request';

type Props = {
  /** A failed render of the viewer's own. */
  render: TRender;
  /** The render as the retry left it (queued again). */
  onRetried(render: TRender): void;
};

/**
 * A failed render's way back from the feed, as in the studio: try again with the same choices, and, where the
 * structure guard refused the result twice, try again in strict layout. Native buttons, so Tab, Enter and Space work.
 */
export function RenderRetryActions({ render, onRetried }: Props) {
  const { t } = useTranslation('designs');
  const { errorMessage } = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offersStrict =
    render.errorCode === 'structure_changed' && !render.strictLayout && hasStrictLayout(render.tool);

  const retry = async (data?: { strictLayout: true }) => {
    setBusy(true);
    setError(null);
    try {
      const { render: retried } = await postData<{ render: TRender }>({
        url: `/api/renders/${render.id}/retry`,
        data,
      });
      onRetried(retried);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void retry()}>
          {t('card.retry')}
        </button>
        {offersStrict && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void retry({ strictLayout: true })}
          >
            {t('card.retryStrict')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-danger-600 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
