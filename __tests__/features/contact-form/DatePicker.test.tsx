/** @jest-environment jsdom */
// The demo contact form's arrival date as a visitor uses it: a read-only field showing
// dd/mm/yyyy, a Monday-first month grid under it that closes on a choice, and CF7's YYYY-MM-DD
// in what the form posts.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { stringsWrapper } from '../../support/i18n';
import { demoFormHtml, fixture } from './support';
import { parseHtml } from '../../../src/content/parse-html.server';

let posted: [string, string][] = [];

beforeEach(() => {
  posted = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) posted = [...init.body.entries()].map(([n, v]) => [n, String(v)]);
    const body = fixture('mail_sent.json');
    return { status: 200, ok: true, text: async () => body, json: async () => JSON.parse(body) } as unknown as Response;
  }) as typeof fetch;
  // A fixed "today" for the grid: Thursday 12 March 2026.
  jest.useFakeTimers({
    now: new Date(2026, 2, 12, 10),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
});
afterEach(() => jest.useRealTimers());

async function openForm(id = 71, language = 'en', locale = 'en_US') {
  render(<WordPressContent content={parseHtml(demoFormHtml(id))} enhancers={[contactFormEnhancer]} language={language} locale={locale} />, {
    wrapper: stringsWrapper(language),
  });
  await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
  return screen.getByRole('form');
}

/** The open calendar, once its grid (loaded on first use) is there. */
async function dialog() {
  const found = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(found.querySelector('.react-calendar__month-view__days')).not.toBeNull(), { timeout: 5000 });
  return found;
}

test('the field is read-only, labelled, shows dd/mm/yyyy and opens a Monday-first grid under it that closes on a choice', async () => {
  const form = await openForm();
  const field = within(form).getByRole('combobox', { name: 'Arrival date (optional)' });
  expect(field).toHaveAttribute('readonly');
  expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(form.querySelector('input[type="date"]')).toBeNull();

  fireEvent.click(field);
  const calendar = await dialog();
  expect(calendar).toHaveAccessibleName('Choose a date: Arrival date (optional)');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(field).toHaveAttribute('aria-controls', calendar.id);
  const weekdays = calendar.querySelectorAll('.react-calendar__month-view__weekdays abbr');
  expect([...weekdays].map((day) => day.getAttribute('title'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  // The grid opens on today, focused.
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-03-12')).toHaveFocus());

  fireEvent.click(within(calendar).getByRole('button', { name: 'March 20, 2026' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(field).toHaveValue('20/03/2026');
  expect(field).toHaveFocus();
  expect(form.querySelector('input[type="hidden"][name="arrival"]')).toHaveValue('2026-03-20');

  fireEvent.input(within(form).getByLabelText('Your name'), { target: { value: 'Anna' } });
  fireEvent.click(form.querySelector('input[name="privacy"]')!);
  await act(async () => {
    fireEvent.submit(form);
  });
  await waitFor(() => expect(posted).toContainEqual(['arrival', '2026-03-20']));
});

test('the keyboard opens it, moves through days and chooses the focused day; Escape closes without choosing; Backspace clears', async () => {
  const form = await openForm();
  const field = within(form).getByRole('combobox', { name: 'Arrival date (optional)' });
  field.focus();
  fireEvent.keyDown(field, { key: 'Enter' });
  const calendar = await dialog();
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-03-12')).toHaveFocus());
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-03-22')).toHaveFocus());
  fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-04-22')).toHaveFocus());
  fireEvent.click(document.activeElement!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(field).toHaveValue('22/04/2026');

  fireEvent.keyDown(field, { key: 'ArrowDown' });
  await dialog();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(field).toHaveFocus();
  expect(field).toHaveValue('22/04/2026');

  fireEvent.keyDown(field, { key: 'Backspace' });
  expect(field).toHaveValue('');
  expect(form.querySelector('input[type="hidden"][name="arrival"]')).toHaveValue('');
});

test('days outside the field’s min and max cannot be chosen', async () => {
  jest.setSystemTime(new Date(2026, 0, 5, 10));
  const form = await openForm();
  fireEvent.click(within(form).getByRole('combobox', { name: 'Arrival date (optional)' }));
  const calendar = await dialog();
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-01-05')).toHaveFocus());
  // min:2026-01-01: nothing earlier, and no month before January 2026.
  expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
  await waitFor(() => expect(calendar.querySelector('.month-day-2026-01-01')).toHaveFocus());
});

test('in French the field and its calendar speak French, and the date still shows dd/mm/yyyy', async () => {
  const form = await openForm(72, 'fr', 'fr_FR');
  const field = within(form).getByRole('combobox', { name: 'Date d’arrivée (facultatif)' });
  expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  fireEvent.click(field);
  const calendar = await dialog();
  expect(calendar.querySelector('.react-calendar__month-view__weekdays abbr')).toHaveAttribute('title', 'lundi');
  fireEvent.click(within(calendar).getByRole('button', { name: '20 mars 2026' }));
  expect(field).toHaveValue('20/03/2026');
});
