// What the site's calendars change in the month grid react-calendar has drawn, after each render.

/**
 * Makes `day` the grid's one tabbable day (roving focus), and focuses it when `focus` says so.
 * Also takes the `aria-label` off the weekday headers: react-calendar puts one on each `<abbr>`,
 * where ARIA allows none (an element without a role); its `title` keeps the weekday's full name.
 */
export function settleMonthGrid(grid: HTMLElement, day: HTMLElement | null, focus: boolean) {
  grid.querySelectorAll<HTMLButtonElement>('.react-calendar__month-view__days__day').forEach((button) => (button.tabIndex = button === day ? 0 : -1));
  grid.querySelectorAll('.react-calendar__month-view__weekdays abbr[aria-label]').forEach((abbr) => abbr.removeAttribute('aria-label'));
  if (day && focus) day.focus();
}
