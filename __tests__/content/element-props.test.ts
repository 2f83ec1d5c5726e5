import { propsOf, styleObject } from '../../src/content/element-props';

test("attributes take React's names; data and ARIA attributes keep theirs", () => {
  expect(propsOf({ class: 'a b', for: 'f', tabindex: '0', colspan: '2', 'data-x': '1', 'aria-label': 'L', srcset: 's 1x' })).toEqual({
    className: 'a b',
    htmlFor: 'f',
    tabIndex: '0',
    colSpan: '2',
    'data-x': '1',
    'aria-label': 'L',
    srcSet: 's 1x',
  });
});

test('a boolean attribute is on whatever its value, as in HTML', () => {
  expect(propsOf({ open: '', controls: '', muted: 'muted', allowfullscreen: '' })).toEqual({ open: true, controls: true, muted: true, allowFullScreen: true });
});

test("a form control's value and checked state are where it starts", () => {
  expect(propsOf({ value: 'x', checked: '', name: 'n' }, 'input')).toEqual({ defaultValue: 'x', defaultChecked: true, name: 'n' });
  expect(propsOf({ value: 'x' }, 'option')).toEqual({ value: 'x' });
});

test('a style becomes an object; a semicolon inside url() or quotes does not end a declaration', () => {
  expect(styleObject('color: red; background-image:url(data:image/png;base64,AAA=);--gap: 2px; font-family: "A;B"; ;bad')).toEqual({
    color: 'red',
    backgroundImage: 'url(data:image/png;base64,AAA=)',
    '--gap': '2px',
    fontFamily: '"A;B"',
  });
  expect(styleObject('-webkit-line-clamp: 2; -ms-flex: 1')).toEqual({ WebkitLineClamp: '2', msFlex: '1' });
});
