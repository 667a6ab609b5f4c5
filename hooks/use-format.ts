import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/i18n/format';

/** The format helpers bound to the page's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(locale, value),
      money: (amount: number, currency: string) => formatMoney(locale, amount, currency),
      date: (value: string | Date, length?: 'medium' | 'long') => formatDate(locale, value, length),
      dateTime: (value: string | Date) => formatDateTime(locale, value),
    }),
    [locale],
  );
}
