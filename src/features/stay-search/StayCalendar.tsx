// The month grid (react-calendar, loaded only when a visitor opens it), with the keyboard of a
// date grid: arrows move by day and week, Page Up/Down by month (with Shift by year), Home/End
// to the week's ends, Enter or Space chooses. Only the focused day is in the tab order.
import * as React from 'react';
import Calendar from 'react-calendar';
import { addMonths, localDate, localDay, monthStart, type Day } from '../../lib/calendar-day';
import { dayAfterKey } from '../../lib/date-grid-keys';
import { settleMonthGrid } from '../../lib/month-grid-dom';
import type { StayRange } from './stay-range';
import { bcp47 } from '../../lib/locale';
import * as styles from './stay-search.module.css';

type Props = {
  range: StayRange;
  /** The day the grid opens on (the field's day, or the first one allowed). */
  start: Day;
  minDay: Day;
  locale: string;
  labels: { previousMonth: string; nextMonth: string; rangeStart: string; rangeEnd: string };
  onChoose: (day: Day) => void;
};

const DAY_CLASS = 'stay-day-';

export default function StayCalendar({ range, start, minDay, locale, labels, onChoose }: Props) {
  const [focusDay, setFocusDay] = React.useState<Day>(start < minDay ? minDay : start);
  const [month, setMonth] = React.useState<Day>(monthStart(focusDay));
  const gridRef = React.useRef<HTMLDivElement>(null);
  // True when focus should follow the focusable day: on opening and after a key move, not when
  // the visitor turns the month with the pointer.
  const moved = React.useRef(true);

  // Roving focus: one day button is tabbable; after a key move, that button takes focus.
  React.useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    settleMonthGrid(grid, grid.querySelector<HTMLButtonElement>(`.${DAY_CLASS}${focusDay}`), moved.current);
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.className.includes(DAY_CLASS)) return;
    const next = dayAfterKey(event.key, focusDay, event.shiftKey, minDay);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocusDay(next);
    setMonth(monthStart(next));
  };

  const value: [Date, Date] | null = range.checkin && range.checkout ? [localDate(range.checkin), localDate(range.checkout)] : null;

  return (
    <div ref={gridRef} className={styles.calendar} onKeyDown={onKeyDown}>
      <Calendar
        locale={bcp47(locale)}
        calendarType="iso8601"
        minDetail="month"
        showNeighboringMonth={false}
        prev2Label={null}
        next2Label={null}
        prevAriaLabel={labels.previousMonth}
        nextAriaLabel={labels.nextMonth}
        minDate={localDate(minDay)}
        value={value}
        activeStartDate={localDate(month)}
        onActiveStartDateChange={({ activeStartDate, action }) => {
          if (!activeStartDate || action === 'onChange') return;
          const shown = localDay(activeStartDate);
          moved.current = false;
          setMonth(shown);
          // Keep the focusable day inside the month on show, and never before the first one allowed.
          const day = addMonths(
            focusDay,
            (Number(shown.slice(0, 4)) - Number(focusDay.slice(0, 4))) * 12 + Number(shown.slice(5, 7)) - Number(focusDay.slice(5, 7)),
          );
          setFocusDay(day < minDay ? minDay : day);
        }}
        onClickDay={(date) => onChoose(localDay(date))}
        tileClassName={({ date, view }) => (view === 'month' ? `${DAY_CLASS}${localDay(date)}` : null)}
        tileContent={({ date, view }) => {
          if (view !== 'month') return null;
          const day = localDay(date);
          const mark = day === range.checkin ? labels.rangeStart : day === range.checkout ? labels.rangeEnd : null;
          return mark ? <span className={styles.visuallyHidden}>, {mark}</span> : null;
        }}
      />
    </div>
  );
}
