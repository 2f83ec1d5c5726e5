// A date field for browsers without a date picker: year, month and day lists bounded by the
// field's min and max, giving CF7 the `YYYY-MM-DD` it expects. Month names follow the page's language.
import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { dayChoices, joinDate, monthChoices, splitDate, yearChoices, type DateParts } from './date-parts';
import type { Control } from './form-markup';
import * as styles from './contact-form.module.css';

type Props = {
  control: Control;
  /** The field's label, which names the group of lists. */
  label: string | undefined;
  attributes: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  errorProps: { 'aria-invalid': 'true' | 'false'; 'aria-describedby': string | undefined };
};

export function DateFallback({ control, label, attributes, value, onChange, errorProps }: Props) {
  const { t, language } = useTranslation('contact-form');
  const [parts, setParts] = React.useState<DateParts>(() => splitDate(value));
  React.useEffect(() => {
    // A reset (or a refill) from outside empties the lists too.
    if (value !== joinDate(parts)) setParts(splitDate(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- follows the outside value only

  const { min, max } = attributes;
  const monthName = new Intl.DateTimeFormat(language || undefined, { month: 'long', timeZone: 'UTC' });
  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    onChange(joinDate(next));
  };
  const select = (part: keyof DateParts, choices: string[], label: string, name: (v: string) => string = (v) => v) => (
    <select aria-label={label} value={parts[part]} onChange={(e) => update({ [part]: e.target.value })} {...errorProps}>
      <option value="">{label}</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {name(c)}
        </option>
      ))}
    </select>
  );

  return (
    <span className={styles.dateParts} role="group" aria-label={label} data-name={control.name}>
      {select('year', yearChoices(min, max, new Date().getFullYear()), t('year'))}
      {select('month', monthChoices(parts.year, min, max), t('month'), (m) => monthName.format(new Date(Date.UTC(2000, Number(m) - 1, 1))))}
      {select('day', dayChoices(parts.year, parts.month, min, max), t('day'), (d) => String(Number(d)))}
      <input type="hidden" name={control.name} value={value} />
    </span>
  );
}
