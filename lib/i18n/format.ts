/**
 * Numbers, money and dates as a page in `locale` shows them. The locale is always passed (never the runtime's
 * default) and dates are read in UTC, so the HTML the server renders and what the browser hydrates are the same text.
 */

export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Whole currency units: prices are shown with no decimals. */
export function formatMoney(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatDate(
  locale: string,
  value: string | Date,
  length: 'medium' | 'long' = 'medium',
): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: length, timeZone: 'UTC' }).format(new Date(value));
}

/** Date and time, labelled with its zone: the reader's own zone is unknown to the server. */
export function formatDateTime(locale: string, value: string | Date): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(value));
}
