import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { TPlan } from '@/lib/billing/plan-types';
import { visiblePerks } from '@/lib/billing/pricing-rules';

/**
 * A plan's description, allowance and perks in the page's language. The catalogue keeps its English texts for the
 * API and the payment provider; a plan the translations do not know yet (one added in the provider's dashboard, say)
 * shows those rather than nothing.
 */
export function usePlanTexts() {
  const { t } = useTranslation('common');
  return useCallback(
    (plan: Pick<TPlan, 'id' | 'description' | 'metadata'>) => {
      const key = `plans.${plan.id}`;
      const perks: unknown = t(`${key}.perks`, {
        returnObjects: true,
        defaultValue: plan.metadata.perks ?? [],
      });
      return {
        description: plan.description && t(`${key}.description`, { defaultValue: plan.description }),
        allowance:
          plan.metadata.allowance && t(`${key}.allowance`, { defaultValue: plan.metadata.allowance }),
        perks: visiblePerks(Array.isArray(perks) ? perks.filter((perk) => typeof perk === 'string') : []),
      };
    },
    [t],
  );
}
