import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/seo/page-meta';
import { ContactForm } from '@/components/site/contact-form';
import { SUPPORT_EMAIL } from '@/lib/contact/support-email';
import { translationProps } from '@/lib/i18n/translation-props';

/** SPEC §2 /contact: a message to support, kept in contact_messages and answered by e-mail. */
export default function ContactPage() {
  const { t } = useTranslation('site');
  return (
    <>
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl font-bold tracking-tight">{t('contact.title')}</h1>
        <p className="text-ink-muted mt-4 text-lg text-pretty">{t('contact.lead')}</p>
        <p className="text-ink-muted mt-2">
          {t('contact.emailNotePrefix')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="link">
            {SUPPORT_EMAIL}
          </a>
        </p>
        <div className="rounded-card border-surface-line mt-8 border bg-white p-5 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale, ['site']),
});
