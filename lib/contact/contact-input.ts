// Browser pages build these schemas: zod must not probe eval under the CSP (see the module).
import '@/lib/zod-without-eval';
import { z } from 'zod';

/** What a contact message is about; support sorts its inbox by it. */
export const CONTACT_TOPICS = ['general', 'sales', 'support', 'api', 'press', 'privacy'] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** The contact form's body. Shared with the browser so the form checks exactly what the server does. */
export const ZContactMessage = z.object({
  name: z
    .string({ message: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(CONTACT_NAME_MAX, `Use at most ${CONTACT_NAME_MAX} characters for your name.`),
  email: z
    .string({ message: 'Enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose a topic.' }),
  message: z
    .string({ message: 'Write your message.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(
      CONTACT_MESSAGE_MAX,
      `Keep your message to ${CONTACT_MESSAGE_MAX.toLocaleString('en')} characters or fewer.`,
    ),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
