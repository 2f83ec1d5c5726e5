// The differences the contract suite allows an older tested stack: erased on that stack, kept on
// the newest, and nothing else erased. The answers are those the two stacks gave for the same page
// and the same refusal.
import { differencesOf, eraseDifferences } from '../../scripts/wordpress-real/contract/known-differences';
import { differences } from '../../scripts/wordpress-real/contract/normalise';
import { newestStack, oldestStack, type TestedStack } from '../../scripts/wordpress-check/tested-stacks';

const page = (paragraph: string, columns: string) => ({
  data: {
    page: {
      content: `\n<p${paragraph}>Rooms</p>\n\n<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-${columns} wp-block-columns-is-layout-flex">\n<p class="lead${paragraph ? ' wp-block-paragraph' : ''}">Sea</p></div>`,
    },
  },
});
const onNewest = page(' class="wp-block-paragraph"', '794e3cfa');
const onOldest = page('', '28f84493');

const refusal = (extensions?: object) => ({
  errors: [{ message: 'The email address you are trying to use is invalid', ...(extensions && { extensions }), path: ['createComment'] }],
  data: { createComment: null },
});
const settings = (withError: boolean) => ({
  ...(withError && {
    errors: [{ message: 'Sorry, you do not have permission to view this setting.', extensions: { category: 'user' }, path: ['generalSettings', 'email'] }],
  }),
  data: { generalSettings: { email: null, title: 'Hôtel' } },
});

const compare = (stack: TestedStack, demo: unknown, real: unknown) => {
  const allowed = differencesOf(stack.versions);
  return differences(eraseDifferences(demo, allowed), eraseDifferences(real, allowed));
};

test('the oldest stack may differ from the newest only as listed', () => {
  expect(compare(oldestStack(), onNewest, onOldest)).toEqual([]);
  expect(compare(oldestStack(), refusal(), refusal({ category: 'user' }))).toEqual([]);
  expect(compare(oldestStack(), settings(false), settings(true))).toEqual([]);
});

test('on the newest stack nothing is erased', () => {
  expect(differencesOf(newestStack().versions)).toEqual([]);
  expect(compare(newestStack(), onNewest, onOldest).map((d) => d.path)).toEqual(['$.data.page.content']);
  expect(compare(newestStack(), refusal(), refusal({ category: 'user' })).map((d) => d.path)).toEqual(['$.errors[0].extensions']);
  expect(compare(newestStack(), settings(false), settings(true)).map((d) => d.path)).toEqual(['$.errors']);
});

test('a difference not listed still fails on the oldest stack', () => {
  const otherText = { data: { page: { content: onOldest.data.page.content.replace('Rooms', 'Suites') } } };
  expect(compare(oldestStack(), onNewest, otherText).map((d) => d.path)).toEqual(['$.data.page.content']);
  const otherError = { ...refusal({ category: 'user' }), errors: [{ message: 'Another refusal', extensions: { category: 'user' }, path: ['createComment'] }] };
  expect(compare(oldestStack(), refusal(), otherError).map((d) => d.path)).toEqual(['$.errors[0].message']);
  // Only the e-mail's refusal goes, not another field's.
  const titleRefused = { ...settings(false), errors: [{ message: 'No.', path: ['generalSettings', 'title'] }] };
  expect(compare(oldestStack(), settings(false), titleRefused).map((d) => d.path)).toEqual(['$.errors']);
});
