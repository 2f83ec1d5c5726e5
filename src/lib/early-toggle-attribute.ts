/**
 * The attribute the server writes on a disclosure's button: until React handles the button's
 * clicks, the page's inline loader (plugins/app-scripts-after-hero) toggles the button's
 * `aria-expanded` and its panel's `hidden` itself, so that a click before the scripts have run is
 * not lost. React drops the attribute as soon as it has taken the button over (use-early-toggle.ts).
 */
export const EARLY_TOGGLE_ATTRIBUTE = 'data-early-toggle';
