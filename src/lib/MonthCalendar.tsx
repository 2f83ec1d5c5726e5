// The month grid of the site's date pickers, the stay search's and a form's date field
// (react-calendar, loaded when a visitor first opens one): weeks start on Monday, days outside the
// bounds cannot be chosen, and the keyboard is that of a date grid (date-grid-keys.ts): arrows
// move by day and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends,
// Enter or Space chooses. Only the focusable day is in the tab order. Choosing a day hands it
// over; the picker around the grid closes it.
import * as React from 'react';
import Calendar from 'react-calendar';
import { addMonths, localDate, localDay, monthStart, type Day } from './calendar-day';
import { dayAfterKey } from './date-grid-keys';
import { settleMonthGrid } from './month-grid-dom';
import * as styles from './month-grid.module.css';

export type MonthCalendarProps = {
  /** The chosen day, or the chosen stay (arrival and departure), marked in the grid. */
  value: Day | [Day, Day] | null;
  /** The day the grid opens on; kept within the bounds. */
  start: Day;
  min: Day | null;
  max: Day | null;
  /** The page's language tag (`fr-FR`), for month and weekday names. */
  locale: string;
  /** The year buttons are shown when their labels are given. */
  labels: { previousMonth: string; nextMonth: string; previousYear?: string; nextYear?: string };
  /** Words a screen reader hears after a day's number ("arrival"), or null. */
  dayNote?: (day: Day) => string | null;
  onChoose: (day: Day) => void;
};

// Each day's button carries its date, for the keyboard's focus and for tests.
const DAY_CLASS = 'month-day-';
const monthsBetween = (from: Day, to: Day) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export default function MonthCalendar({ value, start, min, max, locale, labels, dayNote, onChoose }: MonthCalendarProps) {
  const within = (day: Day): Day => (min && day < min ? min : max && day > max ? max : day);
  const [focusDay, setFocusDay] = React.useState<Day>(within(start));
  const [month, setMonth] = React.useState<Day>(monthStart(focusDay));
  const gridRef = React.useRef<HTMLDivElement>(null);
  // Focus follows the focusable day on opening and after a key move, not when the visitor
  // turns the month with the pointer. A layout effect, so that focus has moved before the next key
  // is handled: Preact runs plain effects after the next paint, and a quick second arrow press
  // would start again from the day before.
  const moved = React.useRef(true);

  React.useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    settleMonthGrid(grid, grid.querySelector<HTMLButtonElement>(`.${DAY_CLASS}${focusDay}`), moved.current);
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.className.includes(DAY_CLASS)) return;
    const next = dayAfterKey(event.key, focusDay, event.shiftKey, min, max);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocusDay(next);
    setMonth(monthStart(next));
  };

  const years = labels.previousYear !== undefined && labels.nextYear !== undefined;

  return (
    <div ref={gridRef} className={styles.monthGrid} onKeyDown={onKeyDown}>
      <Calendar
        locale={locale}
        calendarType="iso8601"
        minDetail="month"
        showNeighboringMonth={false}
        prevAriaLabel={labels.previousMonth}
        nextAriaLabel={labels.nextMonth}
        {...(years ? { prev2AriaLabel: labels.previousYear, next2AriaLabel: labels.nextYear } : { prev2Label: null, next2Label: null })}
        minDate={min ? localDate(min) : undefined}
        maxDate={max ? localDate(max) : undefined}
        value={Array.isArray(value) ? [localDate(value[0]), localDate(value[1])] : value ? localDate(value) : null}
        activeStartDate={localDate(month)}
        onActiveStartDateChange={({ activeStartDate, action }) => {
          if (!activeStartDate || action === 'onChange') return;
          const shown = localDay(activeStartDate);
          moved.current = false;
          setMonth(shown);
          // The focusable day moves with the month shown, and stays within the bounds.
          setFocusDay(within(addMonths(focusDay, monthsBetween(focusDay, shown))));
        }}
        onClickDay={(date) => onChoose(localDay(date))}
        tileClassName={({ date, view }) => (view === 'month' ? `${DAY_CLASS}${localDay(date)}` : null)}
        tileContent={({ date, view }) => {
          const note = view === 'month' && dayNote ? dayNote(localDay(date)) : null;
          return note ? <span className={styles.visuallyHidden}>, {note}</span> : null;
        }}
      />
    </div>
  );
}
