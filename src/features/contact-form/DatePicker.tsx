// A form's date field as the old theme had it: a read-only field showing `dd/mm/yyyy` that opens
// a month grid (Monday first) under it, and closes once a day is chosen. The form posts the day as
// CF7 expects it, `YYYY-MM-DD`, from a hidden input with the field's name.
//
// The field follows the ARIA date-picker combobox pattern: pointer, Enter, Space or Arrow Down
// open the calendar, a dialog whose focus stays inside it (Tab wraps); Escape, a choice or the
// close button bring focus back to the field; a click or focus outside closes it. The calendar is
// drawn at the end of the page, not inside CF7's `<label>`, so that its words are not read as the
// field's name and a click on it is not taken for a click on the label.
import * as React from 'react';
import { createPortal } from 'react-dom';
import { propsOf } from '../../content/element-props';
import { localDay, parseDay } from '../../lib/calendar-day';
import { useDismiss } from '../../lib/use-dismiss';
import { tabbables, wrapTab } from '../../lib/focus-trap';
import { bcp47 } from '../../lib/locale';
import { useTranslation } from '../../lib/use-translation';
import { HELD_USE_ATTRIBUTE } from '../../lib/held-use-attribute';
import { useReleaseAsClick } from '../../lib/held-uses';
import type { MonthCalendarProps } from '../../lib/MonthCalendar';
import { dateBounds, openingDay, shownDate } from './date-field';
import type { Control } from './form-markup';
import * as styles from './contact-form.module.css';

const MonthCalendar = React.lazy(() => import(/* webpackChunkName: "month-calendar" */ '../../lib/MonthCalendar'));

type Props = {
  control: Control;
  /** The field's label, which names the field and its calendar. */
  label: string | undefined;
  attributes: Record<string, string>;
  value: string;
  locale: string;
  onChange: (value: string) => void;
  errorProps: { 'aria-invalid': 'true' | 'false'; 'aria-describedby': string | undefined };
  /** False while the build's HTML is hydrated: the field is then CF7's own date input, which works without code. */
  live: boolean;
};

// Set here, not copied from CF7's input.
const OWN = ['name', 'type', 'value', 'min', 'max', 'step', 'placeholder', 'readonly', 'aria-invalid', 'aria-describedby', 'disabled'];
/** Room kept between the calendar and the window's edges, in px. */
const EDGE = 8;

type Place = { top: number; left: number; width: number };

/** Under the field, as wide as it allows up to 22rem, never past the window's right edge. */
function placeUnder(field: HTMLElement): Place {
  const box = field.getBoundingClientRect();
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const width = Math.min(22 * rem, document.documentElement.clientWidth - 2 * EDGE);
  const left = Math.max(EDGE, Math.min(box.left, document.documentElement.clientWidth - width - EDGE));
  return { top: box.bottom + window.scrollY + 4, left: left + window.scrollX, width };
}

export function DatePicker({ control, label, attributes, value, locale, onChange, errorProps, live }: Props) {
  const { t } = useTranslation('contact-form');
  const [open, setOpen] = React.useState(false);
  const [place, setPlace] = React.useState<Place | null>(null);
  const fieldRef = React.useRef<HTMLInputElement>(null);
  const dialogRef = React.useRef<HTMLDivElement>(null);
  const dialogId = React.useId();
  const bounds = dateBounds(attributes);
  const { class: cf7Class, ...kept } = Object.fromEntries(Object.entries(attributes).filter(([name]) => !OWN.includes(name)));
  const props = propsOf(kept, 'input');

  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) fieldRef.current?.focus();
  }, []);

  React.useLayoutEffect(() => {
    if (!open || !fieldRef.current) return undefined;
    const field = fieldRef.current;
    const update = () => setPlace(placeUnder(field));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [open]);

  useDismiss(open, [dialogRef, fieldRef], () => close(false), { onFocusOutside: true });
  useReleaseAsClick(fieldRef, live, () => setOpen(true));

  const choose = (day: string) => {
    onChange(day);
    close(true);
  };

  const onDialogKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (dialogRef.current) {
      wrapTab(event, tabbables(dialogRef.current));
    }
  };

  const calendarProps: MonthCalendarProps = {
    value: parseDay(value),
    start: openingDay(value, localDay(new Date()), bounds),
    min: bounds.min,
    max: bounds.max,
    locale: bcp47(locale),
    labels: { previousMonth: t('previousMonth'), nextMonth: t('nextMonth'), previousYear: t('previousYear'), nextYear: t('nextYear') },
    onChoose: choose,
  };

  return (
    <>
      <input
        {...props}
        {...errorProps}
        ref={fieldRef}
        className={[cf7Class, styles.dateField].filter(Boolean).join(' ')}
        aria-label={label || undefined}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          } else if ((event.key === 'Backspace' || event.key === 'Delete') && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        {...(live
          ? {
              type: 'text',
              readOnly: true,
              value: shownDate(value),
              placeholder: t('datePlaceholder'),
              role: 'combobox',
              'aria-haspopup': 'dialog' as const,
              'aria-expanded': open,
              'aria-controls': open ? dialogId : undefined,
              autoComplete: 'off',
            }
          : // CF7's own field until the code is in place: a tap or key on it is held and answered
            // here (held-use-attribute.ts); without the code it is the browser's date picker.
            { type: 'date', name: control.name, value, min: attributes.min, max: attributes.max, [HELD_USE_ATTRIBUTE]: '' })}
      />
      {live && <input type="hidden" name={control.name} value={value} />}
      {open &&
        createPortal(
          <div
            ref={dialogRef}
            id={dialogId}
            role="dialog"
            aria-modal="true"
            aria-label={label ? t('chooseDateFor', { label }) : t('chooseDate')}
            className={styles.datePopover}
            style={place ? { top: place.top, left: place.left, width: place.width } : { visibility: 'hidden' }}
            onKeyDown={onDialogKeyDown}
          >
            <React.Suspense fallback={<p className={styles.dateLoading}>{t('loadingCalendar')}</p>}>
              <MonthCalendar {...calendarProps} />
            </React.Suspense>
            <div className={styles.dateActions}>
              {value && (
                <button type="button" className={styles.dateButton} onClick={() => choose('')}>
                  {t('clearDate')}
                </button>
              )}
              <button type="button" className={styles.dateButton} onClick={() => close(true)}>
                {t('closeCalendar')}
              </button>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
