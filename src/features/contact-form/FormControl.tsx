// One control of the form, rendered from its markup (every attribute the editor's form gave it:
// size, maxlength, min/max/step, autocomplete…) with its value, state and error from React.
import * as React from 'react';
import type { Element } from '../../content/dom';
import { propsOf } from '../../content/element-props';
import { useTranslation } from '../../lib/use-translation';
import { DatePicker } from './DatePicker';
import { freeTextName, type Control, type FormModel } from './form-markup';
import type { FieldError } from './form-status';
import { freeTextEnabled, valueOf } from './form-values';
import type { ContactFormApi } from './use-contact-form';

type Props = {
  node: Element;
  control: Control;
  model: FormModel;
  form: ContactFormApi;
  error: FieldError | null;
  /** The page's WordPress locale (`fr_FR`), for the calendar's month and weekday names. */
  locale: string;
  renderOptions: () => React.ReactNode;
  /** False while the build's HTML is rendered again to hydrate it: controls stay as they work without code. */
  live: boolean;
};

// Set by React from state, never copied from the markup.
const STATEFUL = ['value', 'checked', 'selected', 'aria-invalid', 'aria-describedby', 'disabled'];

export function FormControl({ node, control, model, form, error, locale, renderOptions, live }: Props) {
  const { t } = useTranslation('contact-form');
  const props = propsOf(Object.fromEntries(Object.entries(node.attribs).filter(([name]) => !STATEFUL.includes(name))), node.name);
  const current = form.values[control.name] ?? [];
  const errorProps = { 'aria-invalid': error ? ('true' as const) : ('false' as const), 'aria-describedby': error?.errorId };

  switch (control.kind) {
    case 'hidden':
      return <input {...props} type="hidden" value={valueOf(form.values, control.name)} />;

    case 'checkbox':
    case 'radio':
    case 'acceptance': {
      const value = node.attribs.value ?? 'on';
      return (
        <input
          {...props}
          {...errorProps}
          value={value}
          checked={current.includes(value)}
          onChange={(e) =>
            control.kind === 'acceptance' ? form.setValue(control.name, e.target.checked ? [value] : []) : form.toggle(control, value, e.target.checked)
          }
        />
      );
    }

    case 'select': {
      const multiple = 'multiple' in node.attribs;
      return (
        <select
          {...props}
          {...errorProps}
          value={multiple ? [...current] : (current[0] ?? '')}
          onChange={(e) => form.setValue(control.name, multiple ? Array.from(e.target.selectedOptions, (o) => o.value) : [e.target.value])}
        >
          {renderOptions()}
        </select>
      );
    }

    case 'textarea':
      return <textarea {...props} {...errorProps} value={valueOf(form.values, control.name)} onChange={(e) => form.setValue(control.name, [e.target.value])} />;

    default: {
      if (control.type === 'date') {
        return (
          <DatePicker
            control={control}
            label={model.labels[control.field]}
            attributes={node.attribs}
            value={valueOf(form.values, control.name)}
            locale={locale}
            onChange={(v) => form.setValue(control.name, [v])}
            errorProps={errorProps}
            live={live}
          />
        );
      }
      const enabled = freeTextEnabled(model, control, form.values);
      return (
        <input
          aria-label={freeTextName(model, control, (group, option) => t('freeText', { group, option }))}
          {...props}
          {...(control.kind === 'free-text' ? {} : errorProps)}
          disabled={!enabled}
          value={valueOf(form.values, control.name)}
          onChange={(e) => form.setValue(control.name, [e.target.value])}
          onBlur={(e) => form.leave(control, e.target.value)}
        />
      );
    }
  }
}
