import { pageUiStrings } from '../../src/layout/PageStrings';

test("a page's UI strings come from its query (`...LayoutData`)", () => {
  const strings = { common: { menu: 'Menu' }, share: { share: 'Partager' } };
  expect(pageUiStrings({ uiStrings: strings, wp: {} })).toEqual(strings);
});

test('a page whose query brought no strings, or something else, gets none', () => {
  expect(pageUiStrings(undefined)).toEqual({});
  expect(pageUiStrings({})).toEqual({});
  expect(pageUiStrings({ uiStrings: { common: { menu: 3 } } })).toEqual({});
  expect(pageUiStrings({ uiStrings: 'Menu' })).toEqual({});
});
