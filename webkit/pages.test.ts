// Every page the build wrote, in every language, at a phone's width and a computer's, in WebKit:
// it hydrates, its console logs no error (a policy violation among them), and nothing reaches
// past the window's edge. The home pages in English and French are kept as screenshots
// (test-results/webkit/) for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, overflowPastWindow } from '../e2e/page-sweep';
import { browserForTests, DESKTOP, open, PHONE, type Browser } from './support/session';

const pages = builtPages();
const SCREENSHOTS = path.join(__dirname, '..', 'test-results', 'webkit');
const LOOKED_AT = ['/', '/fr/'];

test('the build wrote the pages of every language', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/fr/', '/de/', '/404/', '/fr/404/', '/de/404/']));
  expect(pages.length).toBeGreaterThan(30);
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('at a %s width', (name, size) => {
  let browser: Browser;
  browserForTests(size, (started) => (browser = started));

  test.each(pages)('%s hydrates and stays within the window', async (address) => {
    await open(browser, address);
    expect(await browser.execute(overflowPastWindow)).toBeNull();
    if (LOOKED_AT.includes(address)) {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await browser.saveScreenshot(path.join(SCREENSHOTS, `home${address.replace(/\//g, '-')}${name}.png`));
    }
  });
});
