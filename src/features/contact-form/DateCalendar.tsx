// The month grid of a form's date field (react-calendar, loaded when a visitor first opens one):
// weeks start on Monday, days outside the field's min and max cannot be chosen, and the keyboard
// is that of a date grid (src/lib/date-grid-keys.ts) with one focusable day. Choosing a day, by
// pointer, Enter or Space, hands it over; the field closes the calendar.
import * as React from 'react';
import Calendar from 'react-calendar';
import { addMonths, localDate, localDay, monthStart, parseDay, type Day } from '../../lib/calendar-day';
import { dayAfterKey } from '../../lib/date-grid-keys';
import { settleMonthGrid } from '../../lib/month-grid-dom';
import * as styles from './contact-form.module.css';

export type DateCalendarProps = {
  value: string;
  /** The day the grid opens on. */
  start: Day;
  min: Day | null;
  max: Day | null;
  /** The page's language tag (`fr-FR`), for month and weekday names. */
  locale: string;
  labels: { previousMonth: string; nextMonth: string; previousYear: string; nextYear: string };
  onChoose: (day: Day) => void;
};

const DAY_CLASS = 'date-day-';
const monthsBetween = (from: Day, to: Day) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export default function DateCalendar({ value, start, min, max, locale, labels, onChoose }: DateCalendarProps) {
  const [focusDay, setFocusDay] = React.useState<Day>(start);
  const [month, setMonth] = React.useState<Day>(monthStart(start));
  const gridRef = React.useRef<HTMLDivElement>(null);
  // Focus follows the focusable day on opening and after a key move, not when the visitor
  // turns the month with the pointer.
  const moved = React.useRef(true);

  React.useEffect(() => {
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

  const chosen = parseDay(value);

  return (
    <div ref={gridRef} className={styles.calendar} onKeyDown={onKeyDown}>
      <Calendar
        locale={locale}
        calendarType="iso8601"
        minDetail="month"
        showNeighboringMonth={false}
        prevAriaLabel={labels.previousMonth}
        nextAriaLabel={labels.nextMonth}
        prev2AriaLabel={labels.previousYear}
        next2AriaLabel={labels.nextYear}
        minDate={min ? localDate(min) : undefined}
        maxDate={max ? localDate(max) : undefined}
        value={chosen ? localDate(chosen) : null}
        activeStartDate={localDate(month)}
        onActiveStartDateChange={({ activeStartDate, action }) => {
          if (!activeStartDate || action === 'onChange') return;
          const shown = localDay(activeStartDate);
          moved.current = false;
          setMonth(shown);
          // The focusable day moves with the month shown, and stays within the bounds.
          let day = addMonths(focusDay, monthsBetween(focusDay, shown));
          if (min && day < min) day = min;
          if (max && day > max) day = max;
          setFocusDay(day);
        }}
        onClickDay={(date) => onChoose(localDay(date))}
        tileClassName={({ date, view }) => (view === 'month' ? `${DAY_CLASS}${localDay(date)}` : null)}
      />
    </div>
  );
}
