/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { tabsEnhancer } from '../../../src/features/widgets/enhancer';
import { parseHtml } from '../../../src/content/parse-html.server';

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
};

const tabsHtml = (attrs = '') =>
  `<div class="tabs"${attrs}><div class="wp-block-group tab"><h3>Breakfast</h3><p>From 7:00</p></div>` +
  '<div class="wp-block-group tab"><h3>Lunch</h3><p>From 12:30</p></div>' +
  '<div class="wp-block-group tab"><h3>Dinner</h3><p>From 19:30</p></div></div>';

const renderTabs = (attrs = '') => render(<WordPressContent content={parseHtml(tabsHtml(attrs))} enhancers={[tabsEnhancer]} language="en" locale="en_US" />);
const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => jest.useRealTimers());

test('each group heading becomes a tab that shows its panel', () => {
  renderTabs();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('From 7:00');
  expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Breakfast');
  fireEvent.click(screen.getByRole('tab', { name: 'Dinner' }));
  expect(screen.getByRole('tabpanel', { name: 'Dinner' })).toHaveTextContent('From 19:30');
});

test('arrow keys move the selection and the focus, going round', () => {
  renderTabs();
  const first = screen.getByRole('tab', { name: 'Breakfast' });
  act(() => first.focus());
  fireEvent.keyDown(first, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'Dinner' })).toHaveFocus();
  expect(selected()).toBe('Dinner');
  expect(screen.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('tabindex', '-1');
});

test('with data-interval the tabs advance on their own, every N seconds', () => {
  renderTabs(' data-interval="3"');
  act(() => jest.advanceTimersByTime(10)); // effects settle
  expect(selected()).toBe('Breakfast');
  act(() => jest.advanceTimersByTime(3000));
  expect(selected()).toBe('Lunch');
  act(() => jest.advanceTimersByTime(6000));
  expect(selected()).toBe('Breakfast');
});

test('pointing at the tabs, or pausing them, stops the rotation', () => {
  const { container } = renderTabs(' data-interval="3"');
  fireEvent.mouseEnter(container.querySelector('.tabs') as Element);
  act(() => jest.advanceTimersByTime(9000));
  expect(selected()).toBe('Breakfast');
  fireEvent.mouseLeave(container.querySelector('.tabs') as Element);
  fireEvent.click(screen.getByRole('button', { name: 'pauseTabs' }));
  act(() => jest.advanceTimersByTime(9000));
  expect(selected()).toBe('Breakfast');
});

test('without an interval, with interval 0, or with reduced motion, the tabs stay put', () => {
  for (const attrs of ['', ' data-interval="0"']) {
    const { unmount } = renderTabs(attrs);
    act(() => jest.advanceTimersByTime(20000));
    expect(selected()).toBe('Breakfast');
    unmount();
  }
  reducedMotion(true);
  renderTabs(' data-interval="3"');
  act(() => jest.advanceTimersByTime(20000));
  expect(selected()).toBe('Breakfast');
});
