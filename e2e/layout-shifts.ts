import type { Page } from './fixtures';

type Shift = { value: number; hadRecentInput: boolean };

/**
 * Records the layout shifts the browser reports, from the start of each page the tab opens next
 * (call it before opening one). Returns a reader of the shifts so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts);
}
