import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/seo/page-meta';
import { LegalDocument } from '@/components/site/legal-document';
import { translationProps } from '@/lib/i18n/translation-props';
import { type TLegalDocument, loadLegalDocument } from '@/lib/legal/load-legal-document';

type Props = { document: TLegalDocument };

/** SPEC §2 /tos: the terms of service (content/legal/tos.md). */
export default function TermsPage({ document }: Props) {
  const { t } = useTranslation('site');
  return (
    <>
      <PageMeta title={t('legal.tosTitle')} description={t('legal.tosDescription')} />
      <LegalDocument title={t('legal.tosTitle')} document={document} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: {
    document: await loadLegalDocument('tos'),
    ...(await translationProps(locale, ['site'])),
  },
});
