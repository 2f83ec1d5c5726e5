// How a share count is shown: exact below ten thousand, then shortened with k and M, in the
// page's locale. Shortened numbers are cut, not rounded, so a count never reads higher than it is.

const cut = (value: number, decimals: number) => Math.floor(value * 10 ** decimals) / 10 ** decimals;

export function formatShareCount(count: number, locale: string): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const fixed = (value: number, decimals: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(cut(value, decimals));
  if (n >= 1e9) return `${fixed(n / 1e6, 0)}M`;
  if (n >= 1e7) return `${fixed(n / 1e6, 1)}M`;
  if (n >= 1e6) return `${fixed(n / 1e3, 0)}k`;
  if (n >= 1e4) return `${fixed(n / 1e3, 1)}k`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}
