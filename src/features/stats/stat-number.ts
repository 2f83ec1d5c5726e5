// Editors write the numbers the way their language does (`4.8` in English, `4,8` in French and
// German, `1 200` or `1.200` for thousands). The counter needs the value and how many decimals to
// show; the page then shows it back in the page's own format.

import { STAT_NUMBER } from './stat-number-pattern';

export type StatNumber = { value: number; fractionDigits: number; prefix: string; suffix: string };

// Making an Intl.NumberFormat is slow (the first one on a page sets up the locale's data, each
// one after it still costs about a millisecond on a phone), and every counter reads and writes its
// number when it takes over the page's HTML, then once per frame as it counts: each form is made once.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, fractionDigits: number | null = null, useGrouping = true): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits} ${useGrouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      fractionDigits === null ? { useGrouping } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping },
    );
    formats.set(key, format);
  }
  return format;
}

const decimalMark = (locale: string): string =>
  numberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? '.';

/** Reads `4,8`, `1 898`, `96 %` or `+350` in the given locale; null when there is no number. */
export function parseStatNumber(text: string, locale: string): StatNumber | null {
  const match = STAT_NUMBER.exec(text.trim());
  if (!match) return null;
  const [, prefix, rawDigits, suffix] = match;
  const decimal = decimalMark(locale);
  const digits = rawDigits.replace(/[\s\u00a0\u202f]+$/u, '');
  const lastDecimal = digits.lastIndexOf(decimal);
  // Whatever is not the locale's decimal mark (spaces, dots, commas, apostrophes) groups thousands.
  const whole = (lastDecimal >= 0 ? digits.slice(0, lastDecimal) : digits).replace(/[^\d+-]/g, '');
  const fraction = lastDecimal >= 0 ? digits.slice(lastDecimal + 1).replace(/\D/g, '') : '';
  const value = Number(`${whole}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return { value, fractionDigits: fraction.length, prefix, suffix: rawDigits.slice(digits.length) + suffix };
}

/**
 * The number in the page's format, with its decimals. Years and other numbers under 10,000 are
 * written without a thousands separator, as style guides in all three languages want (1898, not 1,898).
 */
export function formatStatNumber(value: number, fractionDigits: number, locale: string): string {
  return numberFormat(locale, fractionDigits, Math.abs(value) >= 10000).format(value);
}
