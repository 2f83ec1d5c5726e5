// WordPress keeps every date twice: in the site's time zone and in GMT, both without a zone
// suffix ("2026-03-02T09:00:00"). These convert between the two for a named time zone.

function offsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - utcMs;
}

const format = (ms: number) => new Date(ms).toISOString().slice(0, 19);

export function localToGmt(local: string, timeZone: string): string {
  const asIfUtc = Date.parse(`${local}Z`);
  return format(asIfUtc - offsetMs(asIfUtc, timeZone));
}

export function gmtToLocal(gmt: string, timeZone: string): string {
  const utc = Date.parse(`${gmt}Z`);
  return format(utc + offsetMs(utc, timeZone));
}
