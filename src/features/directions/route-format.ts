// Distances and durations as the page's language writes them (`1,2 km`, `1 h 5 min`).
import { bcp47 } from '../../lib/locale';

const unit = (locale: string, name: string, value: number, fractionDigits = 0) =>
  new Intl.NumberFormat(bcp47(locale), { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: fractionDigits }).format(value);

export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) return unit(locale, 'meter', Math.max(0, Math.round(metres / 10) * 10));
  return unit(locale, 'kilometer', metres / 1000, metres < 10_000 ? 1 : 0);
}

export function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return unit(locale, 'minute', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${unit(locale, 'hour', hours)} ${unit(locale, 'minute', rest)}` : unit(locale, 'hour', hours);
}
