import { useTranslation } from 'next-i18next/pages';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import { useFormat } from '@/hooks/use-format';

type Props = { id: string; value: number; onChange(quantity: number): void };

/** SPEC §9 API tiers: the quantity sold with the Professional plan, shown as images a month. */
export function ApiTierSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <div className="mt-6">
      <label htmlFor={id} className="label">
        {t('pricing.apiTier')}
      </label>
      <select
        id={id}
        className="field"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {API_TIERS.map((tier) => (
          <option key={tier.quantity} value={tier.quantity}>
            {t('pricing.apiTierOption', { images: format.number(tier.images) })}
          </option>
        ))}
      </select>
    </div>
  );
}
