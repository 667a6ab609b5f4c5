import { describe, expect, it, jest } from '@jest/globals';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/i18n/format';

// Spaces as the locales print them: a no-break space before a currency sign, a narrow one between French thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe.each([
  {
    locale: 'en',
    number: '512,283',
    money: '$9',
    euros: '€1,235',
    date: 'Dec 1, 2026',
    long: 'December 1, 2026',
    dateTime: 'Dec 1, 2026, 3:05 PM UTC',
  },
  {
    locale: 'es',
    number: '512.283',
    money: `9${NBSP}US$`,
    euros: `1235${NBSP}€`,
    date: '1 dic 2026',
    long: '1 de diciembre de 2026',
    dateTime: '1 dic 2026, 15:05 UTC',
  },
  {
    locale: 'fr',
    number: `512${NNBSP}283`,
    money: `9${NBSP}$US`,
    euros: `1${NNBSP}235${NBSP}€`,
    date: '1 déc. 2026',
    long: '1 décembre 2026',
    dateTime: '1 déc. 2026, 15:05 UTC',
  },
  {
    locale: 'de',
    number: '512.283',
    money: `9${NBSP}$`,
    euros: `1.235${NBSP}€`,
    date: '01.12.2026',
    long: '1. Dezember 2026',
    dateTime: '1. Dez. 2026, 15:05 UTC',
  },
])('formatting in $locale', ({ locale, number, money, euros, date, long, dateTime }) => {
  it('groups numbers the way the language does', () => {
    expect(formatNumber(locale, 512_283)).toBe(number);
  });

  it('shows prices in whole units, with the sign where the language puts it', () => {
    expect(formatMoney(locale, 9, 'usd')).toBe(money);
    // Rounded, never with cents; lower-case codes as the database stores them are accepted.
    expect(formatMoney(locale, 1234.5, 'eur')).toBe(euros);
  });

  it('writes dates in words or the local order, read in UTC whatever the machine’s zone', () => {
    // Late on 1 December in UTC is already 2 December east of Greenwich: the day must not move with the server.
    expect(formatDate(locale, '2026-12-01T23:30:00Z')).toBe(date);
    expect(formatDate(locale, new Date('2026-12-01T00:00:00Z'), 'long')).toBe(long);
    expect(formatDateTime(locale, '2026-12-01T15:05:00Z')).toBe(dateTime);
  });
});

describe('the same value in every locale', () => {
  it('never reads the same in all four languages (the locale is really applied)', () => {
    const prices = ['en', 'es', 'fr', 'de'].map((locale) => formatMoney(locale, 1428, 'usd'));
    expect(new Set(prices).size).toBe(4);
  });
});

describe('formatters', () => {
  it('are made once per locale and kind, however many values a page formats', () => {
    // Italian: no other test here has made its formatters yet.
    const made = jest.spyOn(Intl, 'NumberFormat');
    const prices = [9, 29, 99].map((amount) => formatMoney('it', amount, 'usd'));
    expect(made).toHaveBeenCalledTimes(1);
    // Another currency or kind is another formatter, and each still formats its own way.
    expect(formatMoney('it', 9, 'eur')).toBe(`9${NBSP}€`);
    expect(formatNumber('it', 1234)).toBe('1234');
    expect(made).toHaveBeenCalledTimes(3);
    expect(prices).toEqual([`9${NBSP}USD`, `29${NBSP}USD`, `99${NBSP}USD`]);
    made.mockRestore();
  });
});
