// An element's attributes as the props React's names and types expect (the site renders with
// Preact, which accepts these too, and `gatsby develop` with React). Only the attributes the
// sanitiser lets through (sanitize.ts) need a name of their own.

const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  srcset: 'srcSet',
  hreflang: 'hrefLang',
  srclang: 'srcLang',
  allowfullscreen: 'allowFullScreen',
  frameborder: 'frameBorder',
  marginwidth: 'marginWidth',
  marginheight: 'marginHeight',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  enctype: 'encType',
  'accept-charset': 'acceptCharset',
};

// Present means on, whatever the value: `checked=""` is checked.
const BOOLEAN = new Set([
  'allowfullscreen',
  'autoplay',
  'checked',
  'controls',
  'default',
  'disabled',
  'hidden',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);

// A form control's value and checked state in the markup are where it starts, not what holds it.
const FORM_CONTROLS = new Set(['input', 'select', 'textarea']);
const INITIAL: Record<string, string> = { value: 'defaultValue', checked: 'defaultChecked' };

const camelCase = (property: string) => property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `color: red; background: url(a;b.png)` as a style object; custom properties keep their names. */
export function styleObject(style: string): Record<string, string> {
  const declarations: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | null = null;
  for (const char of style) {
    if (quote) quote = char === quote ? null : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  declarations.push(current);
  const result: Record<string, string> = {};
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property && value) result[property.startsWith('--') ? property : camelCase(property.toLowerCase())] = value;
  }
  return result;
}

export function propsOf(attribs: Readonly<Record<string, string>>, tagName?: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const control = tagName !== undefined && FORM_CONTROLS.has(tagName);
  for (const [name, value] of Object.entries(attribs)) {
    const prop = control && INITIAL[name] ? INITIAL[name] : (PROP_NAMES[name] ?? name);
    props[prop] = name === 'style' ? styleObject(value) : BOOLEAN.has(name) ? true : value;
  }
  return props;
}
