import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { translationProps } from '@/lib/i18n/translation-props';

export default function NotFoundPage() {
  return <ErrorPage status={404} kind="notFound" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await translationProps(locale),
});
