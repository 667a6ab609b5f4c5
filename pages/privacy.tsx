import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/seo/page-meta';
import { LegalDocument } from '@/components/site/legal-document';
import { translationProps } from '@/lib/i18n/translation-props';
import { type TLegalDocument, loadLegalDocument } from '@/lib/legal/load-legal-document';

type Props = { document: TLegalDocument };

/** SPEC §2 /privacy: the privacy policy (content/legal/privacy.md). */
export default function PrivacyPage({ document }: Props) {
  const { t } = useTranslation('site');
  return (
    <>
      <PageMeta title={t('legal.privacyTitle')} description={t('legal.privacyDescription')} />
      <LegalDocument title={t('legal.privacyTitle')} document={document} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: {
    document: await loadLegalDocument('privacy'),
    ...(await translationProps(locale, ['site'])),
  },
});
