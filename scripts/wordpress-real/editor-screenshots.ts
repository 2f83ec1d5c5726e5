// `npm run wordpress:screenshots`: remakes the pictures of docs/editors.md (docs/editor-screenshots/),
// the block editor's sidebar and toolbar for each of the site's features, from the real WordPress
// of the packed stack with the demo hotel and the project's plugin. Run it after changing what the
// plugin shows in the editor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../free-port';
import { logIn } from './log-in';
import { openNewPage, selectParentBlock, showBlockSettings } from './block-sidebar';
import { importDemoContent } from './import-demo';
import { stackSettings, startWordPress } from './stack';

const OUT = path.resolve(__dirname, '../../docs/editor-screenshots');

/** Inserts `name`, selects it and shows its settings, where the panel titled `panel` is. */
async function insert(page: Page, name: string, panel = name) {
  await page.getByRole('button', { name: 'Block Inserter', exact: true }).click();
  await page.getByRole('searchbox', { name: /Search/ }).fill(name);
  const options = page.getByRole('option').filter({ hasText: new RegExp(`^${name}$`) });
  // WordPress 7.1 has a core block of the same name as one of the plugin's (Tabs): the plugin's.
  const plugins = options.and(page.locator('[class*="hotel-site"]'));
  await options.first().waitFor();
  await ((await plugins.count()) ? plugins : options).click();
  const close = page.getByRole('button', { name: 'Close block inserter' });
  if (await close.isVisible()) await close.click();
  await selectParentBlock(page, name);
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  // The panel's own button: the List View may show a button of the same name.
  await showBlockSettings(sidebar, sidebar.locator('.components-panel__body').getByRole('button', { name: panel, exact: true }));
}

async function main() {
  const settings = { ...stackSettings(), port: await freePort(), stateDir: fs.mkdtempSync(path.join(os.tmpdir(), 'editor-screenshots-')) };
  const wp = await startWordPress(settings, { beforePluginsActive: async (installing) => void (await importDemoContent(installing)) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    await logIn(page, wp.origin, { login: 'admin', password: wp.adminPassword });
    const canvas = await openNewPage(page, wp.origin);
    await canvas.getByRole('textbox', { name: 'Add title' }).fill('Evenings on the terrace');
    const sidebar = page.getByRole('region', { name: 'Editor settings' });
    const shot = async (name: string, target = sidebar) => target.screenshot({ path: path.join(OUT, `${name}.png`) });

    await page.keyboard.press('Enter');
    await page.keyboard.type('Dinner under the stars');
    for (let i = 0; i < 'the stars'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: /^\W*Note$/ }).click();
    const note = page.locator('.hotel-site-note');
    await note.getByLabel('Note', { exact: true }).fill('Our astronomer points out the planets on Fridays.');
    await shot('note', note);
    await note.getByRole('button', { name: 'Apply' }).click();

    // The inserter with the site's features, found by the word "hotel".
    await page.getByRole('button', { name: 'Block Inserter', exact: true }).click();
    await page.getByRole('searchbox', { name: /Search/ }).fill('hotel');
    await page
      .getByRole('option')
      .filter({ hasText: /^Main slider$/ })
      .waitFor();
    await shot('inserter', page.getByRole('region', { name: 'Block Library' }));
    await page.getByRole('button', { name: 'Close block inserter' }).click();

    await insert(page, 'Main slider');
    await sidebar.getByLabel('Seconds per slide').fill('5');
    await shot('main-slider');
    await insert(page, 'Share buttons');
    for (const network of ['Facebook', 'E-mail', 'Instagram']) await sidebar.getByRole('checkbox', { name: network, exact: true }).check();
    await sidebar.getByLabel('Profile address (Instagram)').fill('https://www.instagram.com/hotellumiere.example/');
    await shot('share-buttons');
    await insert(page, 'Hotel map');
    await sidebar.getByLabel('Latitude').fill('43.7402');
    await sidebar.getByLabel('Longitude').fill('7.4283');
    await shot('hotel-map');
    await insert(page, 'Hotel address', 'Arrival and departure');
    await sidebar.getByLabel('Check-in from').fill('15:00');
    await sidebar.getByLabel('Check-out until').fill('12:00');
    await shot('hotel-address');
    await insert(page, 'Video background');
    await sidebar.getByLabel('YouTube video address').fill('https://youtu.be/aqz-KE-bpKQ');
    await shot('video-background');
    await insert(page, 'Tabs');
    await sidebar.getByLabel('Seconds per tab').fill('8');
    await shot('tabs');
    console.log(`Pictures written to ${OUT}`);
  } finally {
    await browser.close();
    await wp.stop();
    fs.rmSync(settings.stateDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
