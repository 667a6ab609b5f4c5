import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import type { TApiKey } from '@/lib/pro-api/api-key-types';
import { useFormat } from '@/hooks/use-format';

type Action = 'rotate' | 'revoke';

/** One live key, with rotate and revoke behind a confirmation (both break software that uses the key). */
export function ApiKeyRow({
  apiKey,
  onRotate,
  onRevoke,
}: {
  apiKey: TApiKey;
  onRotate: (id: string) => Promise<void>;
  onRevoke: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation('api');
  const format = useFormat();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const act = useSubmit(async (action: Action) => {
    await (action === 'rotate' ? onRotate(apiKey.id) : onRevoke(apiKey.id));
    setConfirming(null);
  });
  return (
    <li className="border-surface-line flex flex-col gap-3 border-t py-4 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{apiKey.name}</p>
          <p className="text-ink-muted text-sm">
            <span className="sr-only">{t('keys.prefix')}: </span>
            <code className="font-mono">{apiKey.prefix}…</code> ·{' '}
            {t('keys.created', { date: format.date(apiKey.createdAt) })} ·{' '}
            {apiKey.lastUsedAt
              ? t('keys.lastUsed', { date: format.date(apiKey.lastUsedAt) })
              : t('keys.neverUsed')}
          </p>
        </div>
        {confirming ? null : (
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={() => setConfirming('rotate')}>
              {t('keys.rotate')}
              <span className="sr-only"> {apiKey.name}</span>
            </button>
            <button
              type="button"
              className="btn-secondary text-danger-600"
              onClick={() => setConfirming('revoke')}
            >
              {t('keys.revoke')}
              <span className="sr-only"> {apiKey.name}</span>
            </button>
          </div>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-label={t(`keys.${confirming}`)} className="bg-surface-muted rounded-lg p-3">
          <p className="text-sm">
            {t(confirming === 'rotate' ? 'keys.confirmRotate' : 'keys.confirmRevoke', { name: apiKey.name })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={
                confirming === 'revoke' ? 'btn bg-danger-600 text-white hover:opacity-90' : 'btn-primary'
              }
              disabled={act.pending}
              onClick={() => void act.submit(confirming)}
            >
              {t(confirming === 'rotate' ? 'keys.confirmRotateButton' : 'keys.confirmRevokeButton')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
              {t('keys.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <FormAlert tone="error">{act.error}</FormAlert>
    </li>
  );
}
