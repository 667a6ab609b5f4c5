import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { translationProps } from '@/lib/i18n/translation-props';

export default function ServerErrorPage() {
  return <ErrorPage status={500} kind="server" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale),
});
