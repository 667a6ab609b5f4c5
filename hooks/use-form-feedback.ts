import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { MAIL_SENT_NOTICES, asFormError, asFormNotice } from '@/lib/auth/form-feedback';
import { loadErrorTexts } from '@/lib/i18n/load-namespace';
import { useErrorMessage } from './use-error-message';

/**
 * The outcome a no-script form post left in the page's address (`?error=`, `?notice=`), translated; `dismiss` hides
 * it once the form is sent again through the page's script, which shows its own outcome. `mailSent`: the notice says
 * an e-mail is on its way.
 */
export function useFormFeedback() {
  const { t } = useTranslation('common');
  const { messageFor, ready } = useErrorMessage();
  const { query } = useRouter();
  const [dismissed, setDismissed] = useState(false);
  const error = dismissed ? null : asFormError(query.error);
  const notice = dismissed ? null : asFormNotice(query.notice);
  useEffect(() => {
    if (error && !ready) void loadErrorTexts();
  }, [error, ready]);
  return {
    // A page rendered without the error texts (its address changed in the browser) shows the alert once they are here.
    error: error && ready ? messageFor(error.error, error.params) : null,
    notice: notice && t(`auth.notices.${notice}`),
    mailSent: notice !== null && MAIL_SENT_NOTICES.includes(notice),
    dismiss: () => setDismissed(true),
  };
}
