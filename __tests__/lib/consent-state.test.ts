import { initialConsent, nextConsent, type ConsentEvent, type ConsentState } from '../../src/lib/consent-state';

const plain = { scrollOffset: null, acceptOnClick: false, reload: false, revoke: 'automatic' } as const;
const unset: ConsentState = { choice: 'unset', noticeOpen: true };
const accepted: ConsentState = { choice: 'accepted', noticeOpen: false };
const refused: ConsentState = { choice: 'refused', noticeOpen: false };

const run = (state: ConsentState, event: ConsentEvent, options = {}) => nextConsent(state, event, { ...plain, ...options });

test('the cookie decides the starting state; anything but true or false is no choice yet', () => {
  expect(initialConsent('true')).toEqual(accepted);
  expect(initialConsent('false')).toEqual(refused);
  expect(initialConsent(null)).toEqual(unset);
  expect(initialConsent('yes')).toEqual(unset);
});

test('accepting or refusing closes the notice and writes the cookie', () => {
  expect(run(unset, { type: 'accept' })).toEqual({ state: accepted, effects: [{ type: 'write-cookie', value: 'true' }] });
  expect(run(unset, { type: 'refuse' })).toEqual({ state: refused, effects: [{ type: 'write-cookie', value: 'false' }] });
});

test('revoking reopens the notice with the choice kept until a new one is made', () => {
  const reopened = run(accepted, { type: 'revoke' });
  expect(reopened).toEqual({ state: { choice: 'accepted', noticeOpen: true }, effects: [] });
  expect(run(reopened.state, { type: 'refuse' })).toEqual({ state: refused, effects: [{ type: 'write-cookie', value: 'false' }] });
  expect(run(accepted, { type: 'revoke' }, { revoke: 'off' }).state).toBe(accepted);
});

test('a reopened notice can be dismissed unanswered; a first one cannot', () => {
  expect(run({ choice: 'refused', noticeOpen: true }, { type: 'dismiss' }).state).toEqual(refused);
  expect(run(unset, { type: 'dismiss' }).state).toBe(unset);
});

test('scrolling past the offset accepts, only when configured and only while there is no choice', () => {
  expect(run(unset, { type: 'scroll', y: 500 }).state).toBe(unset);
  expect(run(unset, { type: 'scroll', y: 100 }, { scrollOffset: 100 }).state).toBe(unset);
  expect(run(unset, { type: 'scroll', y: 101 }, { scrollOffset: 100 })).toEqual({ state: accepted, effects: [{ type: 'write-cookie', value: 'true' }] });
  expect(run(refused, { type: 'scroll', y: 5000 }, { scrollOffset: 100 }).state).toBe(refused);
  expect(run({ choice: 'refused', noticeOpen: true }, { type: 'scroll', y: 5000 }, { scrollOffset: 100 }).state.choice).toBe('refused');
});

test('a click outside the notice accepts only when configured and only while there is no choice', () => {
  expect(run(unset, { type: 'click-outside' }).state).toBe(unset);
  expect(run(unset, { type: 'click-outside' }, { acceptOnClick: true }).state).toEqual(accepted);
  expect(run({ choice: 'refused', noticeOpen: true }, { type: 'click-outside' }, { acceptOnClick: true }).state.choice).toBe('refused');
});

test('with reload on, a change of choice reloads the page; the same choice again does not', () => {
  expect(run(unset, { type: 'accept' }, { reload: true }).effects).toEqual([{ type: 'write-cookie', value: 'true' }, { type: 'reload' }]);
  expect(run({ choice: 'accepted', noticeOpen: true }, { type: 'refuse' }, { reload: true }).effects).toContainEqual({ type: 'reload' });
  expect(run({ choice: 'accepted', noticeOpen: true }, { type: 'accept' }, { reload: true }).effects).toEqual([{ type: 'write-cookie', value: 'true' }]);
});
