import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/hooks/use-format';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, ZContactMessage } from '@/lib/contact/contact-input';

export type ContactField = 'name' | 'email' | 'message';
type Values = { name: string; email: string; topic: string; message: string };

/**
 * Checks the contact form's values with the server's own schema: each bad field's first message, in the reader's
 * language.
 */
export function useContactFieldErrors() {
  const { t } = useTranslation('site');
  const format = useFormat();
  return (values: Values): Partial<Record<ContactField, string>> => {
    const parsed = ZContactMessage.safeParse(values);
    if (parsed.success) return {};
    const found: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' && !found.name) found.name = t('contact.errors.name');
      if (field === 'email' && !found.email) found.email = t('contact.errors.email');
      if (field === 'message' && !found.message) {
        found.message =
          values.message.trim().length < CONTACT_MESSAGE_MIN
            ? t('contact.errors.messageShort', { min: CONTACT_MESSAGE_MIN })
            : t('contact.errors.messageLong', { max: format.number(CONTACT_MESSAGE_MAX) });
      }
    }
    return found;
  };
}
