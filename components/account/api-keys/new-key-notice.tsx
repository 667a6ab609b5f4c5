import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import type { TCreatedApiKey } from '@/lib/pro-api/api-key-types';

function Secret({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="field grow font-mono text-sm"
          spellCheck={false}
        />
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}

/** The key and webhook secret just made: shown once, focused so the keyboard and screen readers land on it. */
export function NewKeyNotice({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('api');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [created]);
  return (
    <div className="border-brand-200 bg-brand-50 mt-4 space-y-3 rounded-xl border p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold">
        {t('keys.newTitle', { name: created.apiKey.name })}
      </h3>
      <p className="text-sm">{t('keys.newText')}</p>
      <Secret id="new-api-key" label={t('keys.keyLabel')} value={created.key} copyLabel={t('keys.copyKey')} />
      <Secret
        id="new-webhook-secret"
        label={t('keys.secretLabel')}
        value={created.webhookSecret}
        copyLabel={t('keys.copySecret')}
      />
      <button type="button" className="btn-secondary" onClick={onDone}>
        {t('keys.done')}
      </button>
    </div>
  );
}
