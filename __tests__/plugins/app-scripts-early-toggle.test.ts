/** @jest-environment jsdom */
// The inline loader's part that makes disclosures work before the page's scripts have run.
import { runAppScriptsLoader } from '../support/app-scripts-loader';
import { EARLY_TOGGLE_ATTRIBUTE } from '../../src/lib/early-toggle-attribute';

beforeAll(() => {
  jest.useFakeTimers();
  runAppScriptsLoader();
});
afterAll(() => jest.useRealTimers());

// What a page of the site writes: a disclosure the loader may toggle (the panel hidden with
// `hidden`), and the side menu's toggle, whose panel is shown by the app's own styles.
beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="share" ${EARLY_TOGGLE_ATTRIBUTE}="true" aria-expanded="false" aria-controls="group"><span>Share</span></button>
    <ul id="group" hidden><li><a href="https://example.com/">Facebook</a></li></ul>
    <button type="button" id="menu" aria-expanded="false" aria-controls="side-nav">Menu</button>
    <nav id="side-nav"></nav>`;
});

const byId = (id: string) => document.getElementById(id)!;
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

test('a click on a marked disclosure, or on what is inside its button, shows its panel, and a second one hides it', () => {
  click(byId('share').firstElementChild!);
  expect(byId('share').getAttribute('aria-expanded')).toBe('true');
  expect(byId('group').hidden).toBe(false);
  click(byId('share'));
  expect(byId('share').getAttribute('aria-expanded')).toBe('false');
  expect(byId('group').hidden).toBe(true);
});

test('a click it handled goes no further, so that React, starting meanwhile, does not handle it too', () => {
  const seen = jest.fn();
  document.addEventListener('click', seen, true);
  click(byId('share'));
  document.removeEventListener('click', seen, true);
  expect(seen).not.toHaveBeenCalled();
  expect(byId('group').hidden).toBe(false);
});

test('a button React has taken over (the mark is gone) is left to React', () => {
  byId('share').removeAttribute(EARLY_TOGGLE_ATTRIBUTE);
  const seen = jest.fn();
  document.addEventListener('click', seen);
  click(byId('share'));
  document.removeEventListener('click', seen);
  expect(seen).toHaveBeenCalledTimes(1);
  expect(byId('share').getAttribute('aria-expanded')).toBe('false');
  expect(byId('group').hidden).toBe(true);
});

test('unmarked buttons, and marked ones whose panel is not in the state the button says, are left alone', () => {
  click(byId('menu'));
  expect(byId('menu').getAttribute('aria-expanded')).toBe('false');
  expect(byId('side-nav').hidden).toBe(false);
  // Said closed, but its panel shows: not the loader's to decide.
  byId('group').hidden = false;
  click(byId('share'));
  expect(byId('share').getAttribute('aria-expanded')).toBe('false');
  expect(byId('group').hidden).toBe(false);
  // A panel that is not in the page.
  byId('share').setAttribute('aria-controls', 'nowhere');
  click(byId('share'));
  expect(byId('share').getAttribute('aria-expanded')).toBe('false');
});
