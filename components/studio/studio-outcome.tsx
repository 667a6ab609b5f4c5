import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Suspense, lazy } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { postData } from '@/lib/api/fetch-json';
import { hasStrictLayout } from '@/lib/studio/catalog/strict-layout';
import type { TRender } from '@/lib/studio/renders/render-request';
import { useShownRender, useStudio, useStudioFlow } from './studio-context';
import { isPending } from './use-render';

// A render runs only after the page is up (the server never renders one running), so its progress loads then.
const RenderProgress = lazy(() => import('./render-progress').then((m) => ({ default: m.RenderProgress })));

/** How the render shown is going (its progress, or why it failed) and what went wrong last, with the ways on. */
export function StudioOutcome() {
  const { t } = useTranslation('studio');
  const { errorMessage, messageFor } = useErrorMessage();
  const { abilities } = useStudio();
  const error = useStudioFlow((s) => s.error);
  const setError = useStudioFlow((s) => s.setError);
  const { data: render, mutate } = useShownRender();
  const manages = abilities.manageRenders && render?.mine === true;

  /** Cancel or retry the render shown (a retry in strict layout with `data`); the answer is its new state. */
  const act = async (action: 'cancel' | 'retry', data?: { strictLayout: true }) => {
    if (!render) return;
    try {
      const { render: changed } = await postData<{ render: TRender }>({
        url: `/api/renders/${render.id}/${action}`,
        data,
      });
      await mutate(changed, { revalidate: false });
    } catch (e) {
      setError({ message: errorMessage(e) });
    }
  };

  return (
    <>
      {render && isPending(render) ? (
        <Suspense fallback={null}>
          <RenderProgress render={render} onCancel={manages ? () => void act('cancel') : undefined} />
        </Suspense>
      ) : null}
      {render?.status === 'failed' || render?.status === 'canceled' ? (
        <div role="alert" className="bg-danger-50 text-danger-600 space-y-2 rounded-xl p-4 text-sm">
          <p>
            {render.status === 'canceled'
              ? t('progress.canceled')
              : render.mine && render.errorCode
                ? messageFor(render.errorCode)
                : t('card.failedUnknown', { ns: 'designs' })}
          </p>
          {manages ? (
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-secondary" onClick={() => void act('retry')}>
                {t('progress.retry')}
              </button>
              {/* The guard refused the result twice: the line-conditioned mode holds the room in place. */}
              {render.errorCode === 'structure_changed' &&
              !render.strictLayout &&
              hasStrictLayout(render.tool) ? (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void act('retry', { strictLayout: true })}
                >
                  {t('progress.retryStrict')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="bg-danger-50 text-danger-600 rounded-xl p-4 text-sm">
          <p>{error.message}</p>
          {error.code === 'quota_exceeded' ? (
            <Link href="/pricing" className="link mt-2 inline-block">
              {t('errors.upgrade')}
            </Link>
          ) : null}
          {error.code === 'trial_used' ? (
            <Link href="/signup?redirectedFrom=/studio" className="link mt-2 inline-block">
              {t('trial.signUp')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
