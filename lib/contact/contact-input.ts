// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/security/zod-without-eval';
import { z } from 'zod';

/** What a contact message is about; support sorts its inbox by it. */
export const CONTACT_TOPICS = ['general', 'sales', 'support', 'api', 'press', 'privacy'] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form's body. Shared with the browser so the form checks exactly what the server does; each message is
 * the error catalogue's code for the rule.
 */
export const ZContactMessage = z.object({
  name: z
    .string({ message: 'name_required' })
    .trim()
    .min(1, 'name_required')
    .max(CONTACT_NAME_MAX, 'name_too_long'),
  email: z
    .string({ message: 'email_required' })
    .trim()
    .toLowerCase()
    .max(254, 'email_too_long')
    .pipe(z.email({ message: 'invalid_email' })),
  topic: z.enum(CONTACT_TOPICS, { message: 'topic_required' }),
  message: z
    .string({ message: 'message_required' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'message_too_short')
    .max(CONTACT_MESSAGE_MAX, 'message_too_long'),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
