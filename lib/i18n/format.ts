/**
 * Numbers, money and dates as a page in `locale` shows them. The locale is always passed (never the runtime's
 * default) and dates are read in UTC, so the HTML the server renders and what the browser hydrates are the same text.
 */

// Making a formatter loads the locale's data and costs far more than formatting with it (a pricing page formats a
// dozen prices as it renders): one per locale and kind, kept.
function cached<F>(make: (locale: string, key: string) => F): (locale: string, key?: string) => F {
  const made = new Map<string, F>();
  return (locale, key = '') => {
    const id = `${locale} ${key}`;
    let formatter = made.get(id);
    if (!formatter) {
      formatter = make(locale, key);
      made.set(id, formatter);
    }
    return formatter;
  };
}

const numberFormat = cached((locale) => new Intl.NumberFormat(locale));

const moneyFormat = cached(
  (locale, currency) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

const dateFormat = cached(
  (locale, length) =>
    new Intl.DateTimeFormat(locale, { dateStyle: length as 'medium' | 'long', timeZone: 'UTC' }),
);

const dateTimeFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }),
);

export function formatNumber(locale: string, value: number): string {
  return numberFormat(locale).format(value);
}

/** Whole currency units: prices are shown with no decimals. */
export function formatMoney(locale: string, amount: number, currency: string): string {
  return moneyFormat(locale, currency.toUpperCase()).format(amount);
}

export function formatDate(
  locale: string,
  value: string | Date,
  length: 'medium' | 'long' = 'medium',
): string {
  return dateFormat(locale, length).format(new Date(value));
}

/** Date and time, labelled with its zone: the reader's own zone is unknown to the server. */
export function formatDateTime(locale: string, value: string | Date): string {
  return dateTimeFormat(locale).format(new Date(value));
}
