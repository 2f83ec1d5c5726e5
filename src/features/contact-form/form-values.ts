// The visitor's input as data: every control's values by name, and CF7's client rules over them
// (exclusive boxes, free text, the acceptance boxes that hold the submit button, URL fields). The
// multipart body is built from this, in document order, as the browser's FormData would be.
import { freeTextOwner, type Control, type FormModel } from './form-markup';
import { normalizeUrlInput } from './url-field';

export type Values = Readonly<Record<string, readonly string[]>>;

export const initialValues = (model: FormModel): Values => Object.fromEntries(model.controls.map((c) => [c.name, c.initial]));

export const valueOf = (values: Values, name: string): string => values[name]?.[0] ?? '';

/** What a form's fields hold, by name, as FormData gives it (disabled fields and unticked boxes absent). */
type FieldValues = { getAll(name: string): (string | File)[]; has(name: string): boolean };

/**
 * The values the visitor gave the server's form before its code arrived (its fields kept them):
 * a field's text or choice, a group's ticked boxes. Hidden fields keep the form's own values, and
 * so does a field the form does not send (disabled).
 */
export function valuesInFields(model: FormModel, values: Values, fields: FieldValues): Values {
  const next: Record<string, readonly string[]> = { ...values };
  for (const c of model.controls) {
    if (c.kind === 'hidden') continue;
    const texts = fields.getAll(c.name).filter((v): v is string => typeof v === 'string');
    if (c.kind === 'checkbox' || c.kind === 'radio' || c.kind === 'acceptance') next[c.name] = texts;
    else if (fields.has(c.name)) next[c.name] = texts;
  }
  return next;
}

/** Ticks or unticks one box of a group; an exclusive group keeps at most the one just ticked. */
export function toggleChoice(control: Control, values: Values, value: string, checked: boolean): Values {
  const current = values[control.name] ?? [];
  let next: string[];
  if (control.kind === 'radio') next = checked ? [value] : current.filter((v) => v !== value);
  else if (!checked) next = current.filter((v) => v !== value);
  else if (control.exclusive) next = [value];
  else next = control.options.filter((o) => o === value || current.includes(o));
  return { ...values, [control.name]: next };
}

/** A free-text box is usable only while the choice it belongs to is ticked. */
export function freeTextEnabled(model: FormModel, control: Control, values: Values): boolean {
  if (control.kind !== 'free-text' || control.owner === null) return true;
  const owner = model.controls.find((c) => c.field === control.owner && (c.kind === 'checkbox' || c.kind === 'radio'));
  return !!owner && control.ownerValue !== null && (values[owner.name] ?? []).includes(control.ownerValue);
}

/**
 * CF7 keeps the submit button disabled while a required acceptance box is unticked, or an inverted
 * one ticked, unless the form treats acceptance as a validation error.
 */
export function submitBlocked(model: FormModel, values: Values): boolean {
  if (model.acceptanceAsValidation) return false;
  return model.controls.some((c) => {
    if (c.kind !== 'acceptance' || c.optional) return false;
    const ticked = (values[c.name] ?? []).length > 0;
    return c.invert ? ticked : !ticked;
  });
}

/** What leaving a field does to its value: URL fields get their scheme. */
export const valueOnLeave = (control: Control, value: string): string => (control.type === 'url' ? normalizeUrlInput(value) : value);

/** The name/value pairs to post, hidden fields included; disabled free-text boxes are left out, as FormData does. */
export function formEntries(model: FormModel, values: Values): [string, string][] {
  const entries: [string, string][] = [];
  for (const c of model.controls) {
    if (c.kind === 'free-text' && !freeTextEnabled(model, c, values)) continue;
    for (const v of values[c.name] ?? []) entries.push([c.name, v]);
  }
  return entries;
}

/**
 * The inputs CF7 puts in its DOM events: posted data only, so CF7's `_` fields are left out,
 * except a free-text box's words, which go in as `<group>-free-text` (as CF7's script did).
 */
export function eventInputs(entries: [string, string][]): { name: string; value: string }[] {
  const inputs: { name: string; value: string }[] = [];
  for (const [name, value] of entries) {
    const owner = freeTextOwner(name);
    if (owner !== null) inputs.push({ name: `${owner}-free-text`, value });
    else if (!name.startsWith('_')) inputs.push({ name, value });
  }
  return inputs;
}
