import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { SUPPORT_EMAIL } from '@/lib/contact/support-email';

type Props = { email: string; onSendAnother(): void };

/** The contact form's confirmation: it takes the focus, so a screen reader hears that the message went. */
export function ContactSent({ email, onSendAnother }: Props) {
  const { t } = useTranslation('site');
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div className="rounded-card bg-brand-50 p-6">
      <h2 ref={confirmation} tabIndex={-1} className="text-brand-900 text-xl font-semibold">
        {t('contact.sentTitle')}
      </h2>
      <p className="text-brand-900 mt-2">{t('contact.sentText', { email, support: SUPPORT_EMAIL })}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onSendAnother}>
        {t('contact.sendAnother')}
      </button>
    </div>
  );
}
