import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import config from '../next-i18next.config';

export default function Home() {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-gray-600">{t('body')}</p>
    </main>
  );
}

export const getStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale, ['common'], config),
});
