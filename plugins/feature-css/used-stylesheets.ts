// Which of the features' stylesheets a page needs, from its body's HTML. Pure: the build's
// renderer (gatsby-ssr.tsx) and the tests call it.

// The build names a CSS module's classes `_` and five letters or digits (class-name.ts). Only those
// say that a page has the feature: a stylesheet may also style WordPress's own classes (with
// :global), which are on many pages without it.
const MODULE_CLASS = /\.(_[A-Za-z0-9]{5})(?![\w-])/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** A feature's stylesheet as the build names it: `css-<module's file>.<hash>.css`. */
export const FEATURE_STYLESHEET = /^(css-[\w-]+)\.[0-9a-f]+\.css$/;

export type Stylesheet = { name: string; href: string; css: string };

/** The class names used in a piece of HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The names of the stylesheets the page needs: those defining a class its HTML uses. What only
 * the browser draws (the month grid of a calendar) is not in the HTML, and its stylesheet comes
 * with its code.
 */
export function usedStylesheets(sheets: { name: string; css: string }[], classes: Set<string>): Set<string> {
  return new Set(sheets.filter((sheet) => [...classesDefinedBy(sheet)].some((name) => classes.has(name))).map(({ name }) => name));
}

// The renderer asks about the same stylesheets for every page: each is read once.
const defined = new WeakMap<{ css: string }, Set<string>>();
function classesDefinedBy(sheet: { css: string }): Set<string> {
  let classes = defined.get(sheet);
  if (!classes) defined.set(sheet, (classes = new Set(Array.from(sheet.css.matchAll(MODULE_CLASS), ([, name]) => name))));
  return classes;
}
