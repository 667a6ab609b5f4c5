import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  type TContactTopic,
} from '@/lib/contact/contact-input';
import { useFormat } from '@/hooks/use-format';
import { type ContactField, useContactFieldErrors } from './use-contact-field-errors';
import { ContactSent } from './contact-sent';

type Values = { name: string; email: string; topic: TContactTopic; message: string };
type Draft = { name: string | null; email: string | null; topic: TContactTopic | null; message: string };

const topicFrom = (value: unknown): TContactTopic =>
  CONTACT_TOPICS.find((topic) => topic === value) ?? 'general';

/**
 * The contact form: checked in the browser with the server's own schema (messages in the reader's language),
 * then sent to POST /api/contact; the server's refusal (a throttle, say) is shown as it is.
 */
export function ContactForm() {
  const { t } = useTranslation('site');
  const router = useRouter();
  const { user, userDetails } = useUser();
  const ids = useId();
  // What the sender typed; a field left untouched shows its default (their account, the topic from the link).
  const [draft, setDraft] = useState<Draft>({ name: null, email: null, topic: null, message: '' });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const format = useFormat();
  const fieldErrors = useContactFieldErrors();
  const values: Values = {
    name: draft.name ?? userDetails?.full_name ?? '',
    email: draft.email ?? user?.email ?? '',
    // A link such as /contact?topic=api (from the Pro API page) chooses the topic.
    topic: draft.topic ?? topicFrom(router.query.topic),
    message: draft.message,
  };

  const send = useSubmit(async (data: Values) => {
    await postData({ url: '/api/contact', data });
    setSentTo(data.email.trim());
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    void send.submit(values);
  };

  const update = (field: keyof Values) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: field === 'topic' ? topicFrom(value) : value }));
    if (field !== 'topic' && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  if (sentTo) {
    return (
      <ContactSent
        email={sentTo}
        onSendAnother={() => {
          setDraft((d) => ({ ...d, message: '' }));
          setSentTo(null);
        }}
      />
    );
  }

  const fieldProps = (field: ContactField) => ({
    id: `${ids}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? `${ids}-${field}-error` : '', field === 'message' ? `${ids}-message-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    className: 'field',
  });
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`${ids}-${field}-error`} className="text-danger-600 mt-1 text-sm">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert tone="error">{send.error}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-name`} className="label">
            {t('contact.name')}
          </label>
          <input
            {...fieldProps('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            onChange={(event) => update('name')(event.target.value)}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={`${ids}-email`} className="label">
            {t('contact.email')}
          </label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            onChange={(event) => update('email')(event.target.value)}
          />
          {fieldError('email')}
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-topic`} className="label">
          {t('contact.topic')}
        </label>
        <select
          id={`${ids}-topic`}
          name="topic"
          className="field"
          value={values.topic}
          onChange={(event) => update('topic')(event.target.value)}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-message`} className="label">
          {t('contact.message')}
        </label>
        <textarea
          {...fieldProps('message')}
          rows={7}
          required
          minLength={CONTACT_MESSAGE_MIN}
          maxLength={CONTACT_MESSAGE_MAX}
          onChange={(event) => update('message')(event.target.value)}
        />
        {fieldError('message')}
        <p id={`${ids}-message-hint`} className="text-ink-subtle mt-1 flex justify-between gap-4 text-sm">
          <span>{t('contact.messageHint', { min: CONTACT_MESSAGE_MIN })}</span>
          <span>
            {t('contact.counter', {
              count: format.number(values.message.length),
              max: format.number(CONTACT_MESSAGE_MAX),
            })}
          </span>
        </p>
      </div>
      <p className="text-ink-subtle text-sm">
        {t('contact.privacyNote')}{' '}
        <Link href="/privacy" className="link">
          {t('contact.privacyLink')}
        </Link>
      </p>
      <button type="submit" className="btn-primary w-full px-6 text-base sm:w-auto" disabled={send.pending}>
        {send.pending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
