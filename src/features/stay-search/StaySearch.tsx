// The stay search: two read-only date fields that open one range calendar, a guest count, and
// the hand-off to the booking engine. Problems are shown next to their field and nothing is sent.
//
// The build's HTML is a plain form that works without this code (no JavaScript, or its file
// failed to load): native date fields and a guest number, sent to the booking engine with the
// engine's own names (plainBookingForm). Until the code is in place, its controls carry
// `HELD_USE_ATTRIBUTE`: a tap or key on a date field or a guests button is held and answered here.
import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { browserSettings } from '../../config/browser-settings';
import { bookingUrl, plainBookingForm } from './booking-url';
import { HELD_USE_ATTRIBUTE } from '../../lib/held-use-attribute';
import { nightsBetween, parseDay, todayIn, type Day } from '../../lib/calendar-day';
import { bcp47 } from '../../lib/locale';
import {
  chooseCheckin,
  chooseCheckout,
  firstCheckin,
  firstCheckout,
  parseGuests,
  stayProblems,
  stepGuests,
  type StayProblem,
  type StayRange,
} from './stay-range';
import { dayAndMonth, formatStayDate } from './stay-date-format';
import { useDatePicker, type DateField } from './use-date-picker';
import * as styles from './stay-search.module.css';

const MonthCalendar = React.lazy(() => import(/* webpackChunkName: "month-calendar" */ '../../lib/MonthCalendar'));

type Props = { language: string; locale: string; timeZone: string | null };

type Errors = Partial<Record<StayProblem['field'], string>>;

/** A stay given in the page's address (`?checkin=…&checkout=…&guests=…`), as a link may carry. */
function stayFromAddress(): { range: StayRange; guests: string | null } {
  const query = new URLSearchParams(window.location.search);
  return { range: { checkin: parseDay(query.get('checkin')), checkout: parseDay(query.get('checkout')) }, guests: query.get('guests') };
}

export default function StaySearch({ language, locale, timeZone }: Props) {
  const { t } = useTranslation('stay-search');
  const settings = React.useMemo(() => browserSettings().booking, []);
  const limits = { minGuests: settings.minGuests, maxGuests: settings.maxGuests, maxNights: settings.maxNights };
  const [range, setRange] = React.useState<StayRange>({ checkin: null, checkout: null });
  const [guestsText, setGuestsText] = React.useState(String(Math.min(settings.maxGuests, Math.max(settings.minGuests, 2))));
  const [errors, setErrors] = React.useState<Errors>({});
  const [announcement, setAnnouncement] = React.useState('');
  const containerRef = React.useRef<HTMLDivElement>(null);
  const guestsRef = React.useRef<HTMLInputElement>(null);
  const id = React.useId();
  const plain = React.useMemo(() => plainBookingForm(settings, { language, locale }), [settings, language, locale]);
  // Without a plain hand-off (a template the browser cannot fill), the plain form comes back to
  // this page with the stay in its address, which the code reads (stayFromAddress).
  const names = plain?.names ?? { checkin: 'checkin', checkout: 'checkout', guests: 'guests' };
  const formRef = React.useRef<HTMLFormElement>(null);

  // False in the page's HTML, true once this form's own handlers run: until then a submit would be
  // the browser's plain one (tests wait for it; styles may too).
  const [live, setLive] = React.useState(false);
  const { open, close, fieldProps, areaProps, popoverProps } = useDatePicker(live);

  React.useEffect(() => {
    setLive(true);
    const given = stayFromAddress();
    // What the visitor chose in the plain form's fields before this code came wins over the
    // address; a field still as built (its default) was not chosen.
    const chosen = (name: string) => {
      const field = formRef.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement && field.value !== field.defaultValue ? field.value : '';
    };
    const typed = { checkin: parseDay(chosen(names.checkin)), checkout: parseDay(chosen(names.checkout)) };
    const range = typed.checkin || typed.checkout ? typed : given.range;
    if (range.checkin || range.checkout) setRange(range);
    const guests = chosen(names.guests) || given.guests;
    if (guests) setGuestsText(guests);
    // Once: what was in the fields when the code came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const held = { [HELD_USE_ATTRIBUTE]: live ? undefined : '' };

  const guests = parseGuests(guestsText);
  const today = () => todayIn(timeZone);

  const announce = (next: StayRange) => {
    if (!next.checkin || !next.checkout) return;
    const nights = nightsBetween(next.checkin, next.checkout);
    setAnnouncement(
      t('summary', {
        checkin: formatStayDate(next.checkin, locale),
        checkout: formatStayDate(next.checkout, locale),
        nights: t('nightCount', { count: nights }),
        guests: Number.isInteger(guests) ? t('guestCount', { count: guests }) : '',
      }),
    );
  };

  const choose = (field: DateField, day: Day) => {
    const next = field === 'checkin' ? chooseCheckin(range, day) : chooseCheckout(range, day, today());
    setRange(next);
    setErrors(({ checkin, checkout, ...rest }) => rest);
    announce(next);
    close(true);
  };

  const message = (problem: StayProblem) =>
    t(`error_${problem.field}_${problem.code}`, { min: limits.minGuests, max: problem.field === 'guests' ? limits.maxGuests : limits.maxNights });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = stayProblems({ ...range, guests }, today(), limits);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, message(p)])));
    if (problems.length > 0) {
      const first = problems[0].field;
      // By name: the field's id is the server's, which this code, loaded later, does not know (ids
      // count in the order components render).
      (first === 'guests' ? guestsRef.current : containerRef.current?.querySelector<HTMLInputElement>(`input[name="${names[first]}"]`))?.focus();
      return;
    }
    if (range.checkin && range.checkout)
      window.location.assign(bookingUrl(settings, { checkin: range.checkin, checkout: range.checkout, guests, language, locale }));
  };

  const dateField = (field: DateField) => {
    const day = range[field];
    const spot = day ? dayAndMonth(day, locale) : null;
    const inputId = `${id}-${field}`;
    const errorId = `${inputId}-error`;
    return (
      <div className={styles.field} {...areaProps(field)}>
        <label htmlFor={inputId} className={styles.label}>
          {t(field)}
        </label>
        <div className={styles.dateBox} data-open={open === field}>
          {spot && (
            <span className={styles.spot} aria-hidden="true">
              <span className={styles.spotDay}>{spot.day}</span>
              <span className={styles.spotMonth}>
                {spot.month}
                <br />
                {spot.year}
              </span>
            </span>
          )}
          <input
            id={inputId}
            name={names[field]}
            className={styles.dateInput}
            data-filled={day ? true : undefined}
            placeholder={t('chooseDate')}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? errorId : undefined}
            {...fieldProps(field)}
            {...(live ? { value: day ? formatStayDate(day, locale) : '' } : { ...nativeDate, value: day ?? '', ...held })}
          />
        </div>
        {errors[field] && (
          <p id={errorId} className={styles.error}>
            {errors[field]}
          </p>
        )}
        {open === field && calendar(field)}
      </div>
    );
  };

  // The plain form's date field: the browser's own picker, sending `YYYY-MM-DD`. The form is
  // `noValidate`: the browser would refuse a submit before it could be held for this code, whose
  // messages say more; the booking engine asks again for what is missing.
  const nativeDate = {
    type: 'date',
    readOnly: false,
    placeholder: undefined,
    role: undefined,
    'aria-haspopup': undefined,
    'aria-expanded': undefined,
  };

  const minDay = open === 'checkout' ? firstCheckout(today()) : firstCheckin(today());
  const calendar = (field: DateField) => (
    <div {...popoverProps} aria-label={t(field === 'checkin' ? 'calendarCheckin' : 'calendarCheckout')} className={styles.popover} data-field={field}>
      <React.Suspense fallback={<p className={styles.loading}>{t('loadingCalendar')}</p>}>
        <MonthCalendar
          key={field}
          value={range.checkin && range.checkout ? [range.checkin, range.checkout] : null}
          start={range[field] ?? minDay}
          min={minDay}
          max={null}
          locale={bcp47(locale)}
          labels={{ previousMonth: t('previousMonth'), nextMonth: t('nextMonth') }}
          dayNote={(day) => (day === range.checkin ? t('rangeStart') : day === range.checkout ? t('rangeEnd') : null)}
          onChoose={(day) => choose(field, day)}
        />
      </React.Suspense>
      <button type="button" className={styles.closeButton} onClick={() => close(true)}>
        {t('closeCalendar')}
      </button>
    </div>
  );
  const guestsError = `${id}-guests-error`;

  return (
    <form ref={formRef} className={styles.form} action={plain?.action} method="get" onSubmit={submit} noValidate aria-label={t('form')} data-live={live}>
      {plain?.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={containerRef} className={styles.dates}>
        {dateField('checkin')}
        {dateField('checkout')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-guests`} className={styles.label}>
          {t('guests')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('fewerGuests')}
            aria-controls={`${id}-guests`}
            onClick={() => setGuestsText(String(stepGuests(guests, -1, limits)))}
            disabled={guests <= limits.minGuests}
            {...held}
          >
            −
          </button>
          <input
            ref={guestsRef}
            id={`${id}-guests`}
            name={names.guests}
            className={styles.guestInput}
            {...(live ? { inputMode: 'numeric' as const } : { type: 'number', min: limits.minGuests, max: limits.maxGuests })}
            value={guestsText}
            onChange={(event) => {
              setGuestsText(event.target.value);
              setErrors(({ guests: _guests, ...rest }) => rest);
            }}
            aria-invalid={errors.guests ? true : undefined}
            aria-describedby={`${id}-guest-word${errors.guests ? ` ${guestsError}` : ''}`}
          />
          <span id={`${id}-guest-word`} className={styles.guestWord}>
            {t('guestWord', { count: Number.isInteger(guests) ? guests : 2 })}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={t('moreGuests')}
            aria-controls={`${id}-guests`}
            onClick={() => setGuestsText(String(stepGuests(guests, 1, limits)))}
            disabled={guests >= limits.maxGuests}
            {...held}
          >
            +
          </button>
        </div>
        {errors.guests && (
          <p id={guestsError} className={styles.error}>
            {errors.guests}
          </p>
        )}
      </div>
      <button type="submit" className={styles.submit}>
        {t('submit')}
      </button>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
