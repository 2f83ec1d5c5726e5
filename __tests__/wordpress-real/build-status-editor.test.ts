// Whether the change is live, in the real block editor (wordpress/hotel-site/editor/build-status.js):
// an editor updates a published page, or publishes one, and WordPress's notice follows the build
// as the builder takes the changes and reports on it: waiting, building, then live or failed; the
// panel after publishing says the same. The builder is support/build-status-served.php for the
// editor's own requests and support/rebuild-outbox.php for WP-Cron's turn, run here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER } from '../../scripts/chromium-flags';
import { logIn } from '../../scripts/wordpress-real/log-in';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';
import { saveScreenshot } from './support/build-status-screenshots';

const TOKEN = 'report-token-editor';
// Content, so that the editor offers no starter patterns, whose dialog would hide the rest.
const PARAGRAPH = '<!-- wp:paragraph --><p>Open every day.</p><!-- /wp:paragraph -->';
const EDITOR = { login: 'front-desk', password: 'front-desk-lumiere-2026' };

describeWithWordPress('the block editor says whether the change is live', () => {
  let wp: BareWordPress;
  let browser: Browser;
  let outbox: string;

  /** WP-Cron's turn at `now`: the builder takes what is pending and answers with the build `build-<now>`. */
  const builderTakes = (now: number) => {
    fs.writeFileSync(outbox, '');
    wp.php(path.join(__dirname, 'support/rebuild-outbox.php'), outbox, "do_action( 'hotel_site_rebuild_send' );", '60', String(now), '', TOKEN, '1', 'builder');
    const sent = fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean);
    expect(sent).toHaveLength(1);
    return { build: `build-${now}`, changes: (JSON.parse(sent[0]) as { body: { changes: string[] } }).body.changes };
  };
  const report = async (body: Record<string, unknown>) => {
    const response = await fetch(`${wp.origin}/wp-json/hotel-site/v1/build-status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };
  /** The editor's notice of the build (one, updated in place). */
  const notice = (page: Page) => page.locator('.components-notice').filter({ hasText: /site|change|build/ });

  beforeAll(async () => {
    wp = await startBareWordPress();
    fs.copyFileSync(path.join(__dirname, 'support/build-status-served.php'), path.join(wp.wordpressDir, 'wp-content/mu-plugins/build-status-served.php'));
    fs.writeFileSync(path.join(wp.stateDir, 'build-token'), TOKEN);
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-status-editor-')), 'dispatches.jsonl');
    wp.run(
      `wp_insert_user( array( 'user_login' => '${EDITOR.login}', 'user_pass' => '${EDITOR.password}', 'user_email' => 'desk@hotel-lumiere.example', 'role' => 'editor' ) );`,
    );
    browser = await chromium.launch({ executablePath: TEST_BROWSER, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  /** The editor of page `id`, past the welcome guide WordPress shows a user the first time. */
  async function edit(page: Page, id: number) {
    await page.goto(`${wp.origin}/wp-admin/post.php?post=${id}&action=edit`);
    const canvas = page.frameLocator('iframe[name="editor-canvas"]');
    await canvas.getByRole('textbox', { name: 'Add title' }).waitFor();
    const guide = page.getByRole('dialog', { name: /Welcome to the (block )?editor/i });
    if (await guide.isVisible()) await guide.getByRole('button', { name: 'Close' }).click();
    return canvas;
  }

  test('a published page updated: waiting to build, building, then live with a link to the site', async () => {
    const id = Number(
      wp.run(`return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa', 'post_content' => '${PARAGRAPH}', 'post_status' => 'publish' ) );`),
    );
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, wp.origin, EDITOR);
    const canvas = await edit(page, id);
    await canvas.getByRole('textbox', { name: 'Add title' }).fill('Spa and pool');
    await page.keyboard.press('Control+s');

    await notice(page)
      .getByText(/^Your change is saved\. The site builds it at /)
      .waitFor({ timeout: 30_000 });
    const now = Math.floor(Date.now() / 1000);
    const taken = builderTakes(now);
    expect(taken.changes).toContain(`page ${id}`);
    await notice(page).getByText('The site is being built with your change…').waitFor({ timeout: 15_000 });
    await saveScreenshot(notice(page), 'editor-building');

    await report({ state: 'building', build: taken.build, changes: taken.changes, started: now });
    await report({ state: 'live', build: taken.build, changes: taken.changes, started: now, finished: now + 30, site: 'https://hotel.example/' });
    await notice(page).getByText('Your change is live.').waitFor({ timeout: 15_000 });
    await expect(notice(page).getByRole('link', { name: 'View on the site' }).getAttribute('href')).resolves.toBe('https://hotel.example/');
    // One notice, updated as the build moved on.
    await expect(notice(page).count()).resolves.toBe(1);
    await saveScreenshot(notice(page), 'editor-live');
    await page.close();
  }, 120_000);

  test('a page published: the panel after publishing follows the build, and a failed build says the site still shows the last good one', async () => {
    const id = Number(
      wp.run(`return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Bar', 'post_content' => '${PARAGRAPH}', 'post_status' => 'draft' ) );`),
    );
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, wp.origin, EDITOR);
    await edit(page, id);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
    const panel = page.locator('.hotel-site-build-status');
    await panel.getByText(/^Your change is saved\. The site builds it at /).waitFor({ timeout: 30_000 });

    // The turn after the first test's dispatch: a minute later at least.
    const now = Math.floor(Date.now() / 1000) + 120;
    const taken = builderTakes(now);
    expect(taken.changes).toContain(`page ${id}`);
    await panel.getByText('The site is being built with your change…').waitFor({ timeout: 15_000 });
    await report({ state: 'failed', build: taken.build, changes: taken.changes, started: now, finished: now + 40, message: 'The step “Build” failed.' });
    const failed = 'The build failed: The step “Build” failed. The site still shows the last good build.';
    await notice(page).getByText(failed).waitFor({ timeout: 15_000 });
    await panel.getByText(failed).waitFor();
    await page.close();
  }, 120_000);
});
