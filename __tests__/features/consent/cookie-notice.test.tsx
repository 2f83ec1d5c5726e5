/** @jest-environment jsdom */
import { act, fireEvent, render as renderUi, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import * as translation from '../../../src/lib/use-translation';
import { setBrowserSettings } from '../../support/browser-settings';
import { stringsWrapper } from '../../support/i18n';

// The consent store and its settings are module state: each test gets fresh modules, a fresh
// cookie jar and the settings it asks for.
type Env = Record<string, string>;

function load(env: Env = {}) {
  setBrowserSettings(env);
  let modules!: {
    CookieNotice: typeof import('../../../src/features/consent/CookieNotice').CookieNotice;
    CookieSettings: typeof import('../../../src/features/consent/CookieSettings').CookieSettings;
    consent: typeof import('../../../src/lib/consent');
  };
  jest.isolateModules(() => {
    // React and i18n stay the ones the test renders with.
    jest.doMock('react', () => React);
    jest.doMock('../../../src/lib/use-translation', () => translation);
    /* eslint-disable @typescript-eslint/no-require-imports -- fresh module state needs a require inside isolateModules */
    modules = {
      CookieNotice: require('../../../src/features/consent/CookieNotice').CookieNotice,
      CookieSettings: require('../../../src/features/consent/CookieSettings').CookieSettings,
      consent: require('../../../src/lib/consent'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

function Probe({ useConsent }: { useConsent: () => { choice: string } }) {
  return <output data-testid="choice">{useConsent().choice}</output>;
}

const render = (ui: React.ReactElement) => renderUi(ui, { wrapper: stringsWrapper() });
beforeEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0].trim()}=; Max-Age=0; Path=/`;
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

test('a first visit shows the notice; accepting stores true, hides it and tells the features', () => {
  const { CookieNotice, consent } = load();
  render(
    <>
      <CookieNotice />
      <Probe useConsent={consent.useConsent} />
    </>,
  );
  expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  expect(screen.getByTestId('choice')).toHaveTextContent('unset');
  expect(consent.hasConsent()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(document.cookie).toContain('cookie_notice_accepted=true');
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  expect(screen.getByTestId('choice')).toHaveTextContent('accepted');
  expect(consent.hasConsent()).toBe(true);
});

test('refusing stores false under the configured cookie name', () => {
  const { CookieNotice } = load({ GATSBY_CONSENT_COOKIE_NAME: 'hotel_consent' });
  render(<CookieNotice />);
  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(document.cookie).toContain('hotel_consent=false');
  expect(document.cookie).not.toContain('cookie_notice_accepted');
});

test('a stored choice hides the notice; the settings button reopens it with focus, and focus returns after the new choice', () => {
  document.cookie = 'cookie_notice_accepted=true; Path=/';
  const { CookieNotice, CookieSettings, consent } = load();
  render(
    <>
      <CookieSettings />
      <CookieNotice />
      <Probe useConsent={consent.useConsent} />
    </>,
  );
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  const settings = screen.getByRole('button', { name: 'Cookie settings' });
  fireEvent.click(settings);
  const notice = screen.getByRole('region', { name: 'Cookie notice' });
  expect(notice).toHaveTextContent('You have accepted them.');
  expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(screen.getByTestId('choice')).toHaveTextContent('refused');
  expect(document.cookie).toContain('cookie_notice_accepted=false');
  expect(settings).toHaveFocus();
});

test('Escape puts a reopened notice away without changing the choice, but not a first one', () => {
  const { CookieNotice, CookieSettings } = load();
  render(
    <>
      <CookieSettings />
      <CookieNotice />
    </>,
  );
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  expect(document.cookie).toContain('cookie_notice_accepted=false');
});

test('with accept-on-click, a click outside the notice accepts and a click inside does not', () => {
  const { CookieNotice } = load({ GATSBY_CONSENT_ACCEPT_ON_CLICK: 'true' });
  render(
    <>
      <p>Page text</p>
      <CookieNotice />
    </>,
  );
  fireEvent.click(screen.getByRole('region', { name: 'Cookie notice' }));
  expect(document.cookie).not.toContain('cookie_notice_accepted');
  fireEvent.click(screen.getByText('Page text'));
  expect(document.cookie).toContain('cookie_notice_accepted=true');
});

test('without accept-on-click, clicks outside change nothing', () => {
  const { CookieNotice } = load();
  render(
    <>
      <p>Page text</p>
      <CookieNotice />
    </>,
  );
  fireEvent.click(screen.getByText('Page text'));
  expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
});

test('with a scroll offset, scrolling past it accepts', () => {
  const { CookieNotice } = load({ GATSBY_CONSENT_SCROLL_OFFSET: '300' });
  render(<CookieNotice />);
  act(() => {
    window.scrollY = 200;
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  act(() => {
    window.scrollY = 301;
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  expect(document.cookie).toContain('cookie_notice_accepted=true');
});

test('the settings button is there only when the revoke control is automatic', () => {
  const { CookieSettings } = load({ GATSBY_CONSENT_REVOKE: 'manual' });
  render(<CookieSettings />);
  expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
});
