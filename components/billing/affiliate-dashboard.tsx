import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import useSWR from 'swr';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { useSubmit } from '@/hooks/use-submit';
import { getData, postData } from '@/lib/api/fetch-json';
import { useFormat } from '@/hooks/use-format';

type Dashboard = {
  code: string;
  link: string;
  clicks: number;
  conversions: number;
  commission: { amount: number; currency: string };
};

/** A signed-in user's code, link, clicks, conversions and commission; visitors are asked to sign up first. */
export function AffiliateDashboard() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { user, isLoading } = useUser();
  const {
    data,
    mutate,
    isLoading: loading,
  } = useSWR(user ? '/api/affiliate' : null, getData<Dashboard | null>);
  const join = useSubmit(async () => {
    await mutate(await postData<Dashboard>({ url: '/api/affiliate' }), { revalidate: false });
  });

  if (isLoading || (user && loading)) return <p className="text-ink-muted">{t('loading')}</p>;
  if (!user) {
    return (
      <p>
        <Link href="/signup" className="btn-primary">
          {t('affiliate.signUpToJoin')}
        </Link>
      </p>
    );
  }
  if (!data) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{join.error}</FormAlert>
        <button
          type="button"
          className="btn-primary"
          disabled={join.pending}
          onClick={() => void join.submit()}
        >
          {join.pending ? t('auth.working') : t('affiliate.join')}
        </button>
      </div>
    );
  }
  const stats = [
    [t('affiliate.clicks'), format.number(data.clicks)],
    [t('affiliate.conversions'), format.number(data.conversions)],
    [t('affiliate.commission'), format.money(data.commission.amount / 100, data.commission.currency)],
  ];
  return (
    <div className="space-y-4">
      <div>
        <p className="label">{t('affiliate.yourLink')}</p>
        <p className="border-surface-line bg-surface-muted rounded-lg border px-3 py-2 font-mono text-sm break-all">
          {data.link}
        </p>
        <p className="text-ink-muted mt-1 text-sm">{t('affiliate.yourCode', { code: data.code })}</p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-card border-surface-line border bg-white p-4 text-center">
            <dt className="text-ink-muted text-sm">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
