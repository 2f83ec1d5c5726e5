// The build's state for editors (wordpress/hotel-site/includes/build-status*.php, decision 024) on
// the real WordPress: the rebuild hook's second target, a self-hosted builder; the report route
// that only the build's token may write and only editors may read; reports coming late or out of
// order; and what an editor then sees in wp-admin (the Dashboard's "Site status", the admin bar).
// The builder is replaced by a file: support/rebuild-outbox.php on the command line,
// support/build-status-served.php for requests served over HTTP (its token is the file
// `build-token` in the state folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER } from '../../scripts/chromium-flags';
import { logIn } from '../../scripts/wordpress-real/log-in';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';
import { saveScreenshot } from './support/build-status-screenshots';

type Dispatch = { url: string; method: string; headers: Record<string, string>; body: { changes: string[] }; redirection: number; timeout: number };
type Report = { state: string; build: string; changes?: string[]; started: number; finished?: number | null; message?: string; site?: string };
type Stored = { current: (Report & { finished: number | null }) | null; last_live: { build: string; started: number; finished: number; site: string } | null };
type View = Stored & { state: string; build: Stored['current']; pending: { changes: string[]; next: number } | null; now: number };

const TOKEN = 'report-token-7f3a';
const EDITOR = { login: 'night-editor', password: 'night-editor-lumiere-2026' };

describeWithWordPress('the build reports its state to WordPress', () => {
  let wp: BareWordPress;
  let outbox: string;
  let clock = Math.floor(Date.now() / 1000) - 10_000_000;

  /** Runs PHP code with the builder as the hook's target, the clock at `now` (an hour later each run unless given). */
  const save = (code: string, { now, answer = '', token = '' }: { now?: number; answer?: string; token?: string } = {}) => {
    fs.writeFileSync(outbox, '');
    const printed = wp.php(
      path.join(__dirname, 'support/rebuild-outbox.php'),
      outbox,
      code,
      '60',
      String(now ?? (clock += 3600)),
      answer,
      token,
      '1',
      'builder',
    );
    const dispatches = fs
      .readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Dispatch);
    return { result: printed ? (JSON.parse(printed) as unknown) : null, dispatches };
  };
  const publish = (title: string, run: Parameters<typeof save>[1] = {}) =>
    save(`return wp_insert_post( array( 'post_type' => 'page', 'post_title' => '${title}', 'post_status' => 'publish' ) );`, run);
  const cron = (now: number, run: Parameters<typeof save>[1] = {}) =>
    save(
      `$next = wp_next_scheduled( 'hotel_site_rebuild_send' ); if ( $next ) { wp_unschedule_event( $next, 'hotel_site_rebuild_send' ); } do_action( 'hotel_site_rebuild_send' );`,
      { now, ...run },
    );
  const notice = (now: number, run: Parameters<typeof save>[1] = {}) =>
    String(save("ob_start(); do_action( 'admin_notices' ); return ob_get_clean();", { now, ...run }).result);
  const setToken = (token: string | null) => {
    const file = path.join(wp.stateDir, 'build-token');
    if (token === null) fs.rmSync(file, { force: true });
    else fs.writeFileSync(file, token);
  };
  const route = () => `${wp.origin}/wp-json/hotel-site/v1/build-status`;
  const report = async (body: unknown, authorization: string | null = `Bearer ${TOKEN}`, url = route()) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization === null ? {} : { Authorization: authorization }) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = () => JSON.parse(wp.run("return get_option( 'hotel_site_build_status' );")) as Stored | false;
  const forget = () => wp.run("delete_option( 'hotel_site_build_status' ); delete_option( 'hotel_site_rebuild_pending' );");
  /** An Application Password's Basic authorization for a new user of `role`. */
  const userOf = (login: string, role: string, password = 'pw-' + login) =>
    JSON.parse(
      wp.run(`
        $id = wp_insert_user( array( 'user_login' => '${login}', 'user_pass' => '${password}', 'user_email' => '${login}@hotel-lumiere.example', 'role' => '${role}' ) );
        [ $app ] = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'tests' ) );
        return 'Basic ' . base64_encode( '${login}:' . $app );
      `),
    ) as string;
  const read = async (authorization?: string) => {
    const response = await fetch(route(), { headers: authorization ? { Authorization: authorization } : {} });
    return { status: response.status, body: (await response.json()) as View & { code?: string } };
  };

  beforeAll(async () => {
    wp = await startBareWordPress();
    fs.copyFileSync(path.join(__dirname, 'support/build-status-served.php'), path.join(wp.wordpressDir, 'wp-content/mu-plugins/build-status-served.php'));
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-status-')), 'dispatches.jsonl');
  });
  afterAll(async () => {
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  describe('the builder as the rebuild hook’s target', () => {
    test('a change sends the builder its hook’s request, with its token, and the build it queued is building', () => {
      const now = clock + 3600;
      const page = publish('Spa', { now });
      expect(page.dispatches).toEqual([
        {
          url: 'https://builder.example/hook',
          method: 'POST',
          headers: { Authorization: 'Bearer test-token', 'Content-Type': 'application/json' },
          body: { changes: expect.arrayContaining([`page ${page.result}`]) },
          redirection: 0,
          timeout: 10,
        },
      ]);
      const view = save('return hotel_site_build_status_view();', { now }).result as View;
      expect(view).toMatchObject({
        state: 'building',
        build: { build: `build-${now}`, state: 'building', changes: expect.arrayContaining([`page ${page.result}`]) },
      });
      forget();
    });

    test('a token the builder refuses stops the asking after three tries, and the notice names HOTEL_SITE_BUILD_TOKEN; no hook at the address names HOTEL_SITE_BUILD_HOOK_URL', () => {
      const start = clock + 100_000;
      for (const [i, [status, fix]] of [
        ['401', 'HOTEL_SITE_BUILD_TOKEN in wp-config.php must be the secret the builder was given'],
        ['404', 'The builder has no hook at that address: check HOTEL_SITE_BUILD_HOOK_URL in wp-config.php.'],
      ].entries()) {
        const at = start + i * 10_000;
        const run = { answer: status, token: `token-${status}` };
        expect(publish(`Sauna ${status}`, { now: at, ...run }).dispatches).toHaveLength(1);
        expect(cron(at + 60, run).dispatches).toHaveLength(1);
        expect(cron(at + 120, run).dispatches).toHaveLength(1);
        // Stopped: the next turn asks nothing.
        expect(cron(at + 180, run).dispatches).toEqual([]);
        const shown = notice(at + 240, run);
        expect(shown).toContain(`the builder refused the last 3 requests to build it (HTTP ${status}`);
        expect(shown).toContain(fix);
        expect(shown).not.toContain('GitHub');
        expect(shown).not.toContain(run.token);
      }
      // A builder that is down is retried at each turn, without end and without a notice.
      const at = start + 50_000;
      publish('Orangery', { now: at, answer: 'refuse', token: 'token-down' });
      for (let turn = 1; turn < 5; turn++) expect(cron(at + 60 * turn, { answer: 'refuse', token: 'token-down' }).dispatches).toHaveLength(1);
      expect(notice(at + 300, { answer: 'refuse', token: 'token-down' })).not.toContain('not being rebuilt');
      wp.run("delete_option( 'hotel_site_rebuild_refused' );");
      forget();
    });
  });

  describe('the report route', () => {
    const now = Math.floor(Date.now() / 1000);
    const building = { state: 'building', build: 'run-41', changes: ['page 12', 'menu 3'], started: now - 600, finished: null };

    test('without HOTEL_SITE_BUILD_TOKEN, or with it empty, it refuses every report', async () => {
      for (const token of [null, '']) {
        setToken(token);
        for (const authorization of [null, 'Bearer ', `Bearer ${TOKEN}`]) {
          const answer = await report(building, authorization);
          expect(answer.status).toBe(401);
          expect(answer.body).toEqual({ code: 'hotel_site_build_token', message: expect.any(String), data: { status: 401 } });
        }
      }
      expect(stored()).toBe(false);
    });

    test('a visitor, or a wrong token, cannot write: 401 with WordPress’s error, at both addresses of the route', async () => {
      setToken(TOKEN);
      for (const url of [route(), `${wp.origin}/?rest_route=/hotel-site/v1/build-status`]) {
        for (const authorization of [null, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`admin:${wp.adminPassword}`).toString('base64')}`, TOKEN]) {
          const answer = await report(building, authorization, url);
          expect(answer.status).toBe(401);
          expect(answer.body).toMatchObject({ code: 'hotel_site_build_token', data: { status: 401 } });
        }
      }
      expect(stored()).toBe(false);
    });

    test('a body outside the schema is refused with 400 rest_invalid_param, and nothing is stored', async () => {
      setToken(TOKEN);
      const invalid: Record<string, unknown>[] = [
        { ...building, state: 'done' },
        { ...building, build: 'run 41' },
        { ...building, build: 'r'.repeat(65) },
        { ...building, build: '' },
        { ...building, changes: Array.from({ length: 51 }, (_, i) => `page ${i}`) },
        { ...building, changes: [{ page: 12 }] },
        { ...building, started: 'yesterday' },
        { ...building, message: 'x'.repeat(501) },
        { ...building, site: 'javascript:alert(1)' },
      ];
      for (const body of invalid) {
        const answer = await report(body);
        expect([answer.status, answer.body.code]).toEqual([400, 'rest_invalid_param']);
      }
      const { state: _state, ...withoutState } = building;
      expect((await report(withoutState)).body.code).toBe('rest_missing_callback_param');
      expect(stored()).toBe(false);
    });

    test('building, live, then a failed build: each stored; the last live build is kept across the failure', async () => {
      setToken(TOKEN);
      const first = await report(building);
      expect(first).toMatchObject({ status: 200, body: { current: { state: 'building', build: 'run-41', changes: ['page 12', 'menu 3'] }, last_live: null } });
      const live = await report({ ...building, state: 'live', finished: now - 300, site: 'https://hotel.example/' });
      expect(live.body).toMatchObject({
        current: { state: 'live', build: 'run-41', finished: now - 300 },
        last_live: { build: 'run-41', finished: now - 300, site: 'https://hotel.example/' },
      });
      const failed = await report({
        state: 'failed',
        build: 'run-42',
        changes: ['page 12'],
        started: now - 200,
        finished: now - 100,
        message: 'The step “Build” failed.',
      });
      expect(failed.body).toMatchObject({
        current: { state: 'failed', build: 'run-42', message: 'The step “Build” failed.' },
        last_live: { build: 'run-41', finished: now - 300 },
      });
    });

    test('reports that come late or out of order do not overwrite newer ones', async () => {
      setToken(TOKEN);
      // A retried `building` of run-42 after its failure, and run-41's `building` once more.
      await report({ state: 'building', build: 'run-42', started: now - 200 });
      await report(building);
      expect(stored()).toMatchObject({ current: { state: 'failed', build: 'run-42' }, last_live: { build: 'run-41' } });
      // run-44 starts; run-43, started before it, goes live after: the site shows run-43 now, and
      // run-44 is still building.
      await report({ state: 'building', build: 'run-44', started: now - 50 });
      await report({ state: 'live', build: 'run-43', started: now - 80, finished: now - 40 });
      expect(stored()).toMatchObject({ current: { state: 'building', build: 'run-44' }, last_live: { build: 'run-43', finished: now - 40 } });
      // An even older build's `live`, arriving last, is not the site's content.
      await report({ state: 'live', build: 'run-40', started: now - 900, finished: now - 800 });
      expect(stored()).toMatchObject({ current: { build: 'run-44' }, last_live: { build: 'run-43' } });
      // run-44 ends; a second outcome for it changes nothing.
      await report({ state: 'live', build: 'run-44', started: now - 50, finished: now - 10 });
      await report({ state: 'failed', build: 'run-44', started: now - 50, finished: now - 5, message: 'late' });
      expect(stored()).toMatchObject({ current: { state: 'live', build: 'run-44', finished: now - 10 }, last_live: { build: 'run-44' } });
    });

    test('only users who can edit pages read it, with the changes still waiting for their turn', async () => {
      const anonymous = await read();
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      const subscriber = await read(userOf('guest-reader', 'subscriber'));
      expect([subscriber.status, subscriber.body.code]).toEqual([403, 'rest_forbidden']);
      const editor = userOf('desk-editor', 'editor');
      expect((await read(editor)).body).toMatchObject({ state: 'live', build: { build: 'run-44' }, pending: null });
      wp.run("hotel_site_rebuild_add_pending( array( 'page 77' ) );");
      const waiting = await read(editor);
      expect(waiting.body).toMatchObject({ state: 'pending', pending: { changes: ['page 77'], next: expect.any(Number) } });
      expect(waiting.body.pending!.next).toBeGreaterThanOrEqual(waiting.body.now);
      forget();
      expect((await read(editor)).body).toMatchObject({ state: 'unknown', build: null, last_live: null });
    });
  });

  describe('in wp-admin', () => {
    let browser: Browser;
    beforeAll(async () => {
      wp.run(
        `wp_insert_user( array( 'user_login' => '${EDITOR.login}', 'user_pass' => '${EDITOR.password}', 'user_email' => 'night@hotel-lumiere.example', 'role' => 'editor' ) );`,
      );
      browser = await chromium.launch({ executablePath: TEST_BROWSER, args: CHROMIUM_FLAGS });
    });
    afterAll(async () => {
      await browser?.close();
    });

    test('the Dashboard’s “Site status” and the admin bar say building, live, then failed, in the site’s time and formats', async () => {
      setToken(TOKEN);
      forget();
      wp.run("update_option( 'timezone_string', 'Europe/Monaco' ); update_option( 'time_format', 'H:i' );");
      const timeOf = (t: number) => String(JSON.parse(wp.run(`return wp_date( 'H:i', ${t} );`)));
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await logIn(page, wp.origin, EDITOR);
      const widget = page.locator('#hotel_site_build_status');
      const bar = page.locator('#wp-admin-bar-hotel-site-build-status');
      const now = Math.floor(Date.now() / 1000);

      await report({ state: 'building', build: 'run-51', changes: ['page 12', 'menu 3'], started: now - 120 });
      await page.goto(`${wp.origin}/wp-admin/`);
      await expect(bar.locator('> .ab-item').innerText()).resolves.toBe('Site: building…');
      await expect(widget.innerText()).resolves.toContain(`Building since ${timeOf(now - 120)}.`);
      await expect(widget.locator('li').allInnerTexts()).resolves.toEqual(['page 12', 'menu 3']);
      await saveScreenshot(widget, 'site-status-building');

      await report({ state: 'live', build: 'run-51', changes: ['page 12', 'menu 3'], started: now - 120, finished: now - 60, site: 'https://hotel.example/' });
      await page.reload();
      await expect(bar.locator('> .ab-item').innerText()).resolves.toBe('Site: live');
      await expect(widget.innerText()).resolves.toContain(`Live since ${timeOf(now - 60)}.`);
      await expect(widget.getByRole('link', { name: 'View the site' }).getAttribute('href')).resolves.toBe('https://hotel.example/');
      // The colour keeps 4.5:1 on the admin bar's #1d2327 (WCAG's contrast ratio).
      const colour = await bar.locator('> .ab-item').evaluate((node) => getComputedStyle(node).color);
      expect(colour).toBe('rgb(104, 222, 124)');
      expect(contrast(colour, 'rgb(29, 35, 39)')).toBeGreaterThanOrEqual(4.5);

      await report({ state: 'failed', build: 'run-52', changes: ['page 14'], started: now - 30, finished: now, message: 'The step “Build” failed.' });
      await page.reload();
      await expect(bar.locator('> .ab-item').innerText()).resolves.toBe('Site: failed');
      const failed = await widget.innerText();
      expect(failed).toContain(`Failed at ${timeOf(now)}: The step “Build” failed.`);
      expect(failed).toContain(`The site still shows the build that went live at ${timeOf(now - 60)}.`);
      const red = await bar.locator('> .ab-item').evaluate((node) => getComputedStyle(node).color);
      expect(red).toBe('rgb(255, 128, 133)');
      expect(contrast(red, 'rgb(29, 35, 39)')).toBeGreaterThanOrEqual(4.5);
      await saveScreenshot(widget, 'site-status-failed');
      await bar.hover();
      await bar.locator('.ab-sub-wrapper').waitFor();
      await expect(bar.locator('.ab-sub-wrapper').innerText()).resolves.toContain('The site still shows the build that went live at');
      await saveScreenshot(bar, 'admin-bar-failed', bar.locator('.ab-sub-wrapper'));

      // On the site's WordPress pages too (the theme's), and never for a subscriber.
      await page.goto(`${wp.origin}/`);
      await expect(bar.locator('> .ab-item').innerText()).resolves.toBe('Site: failed');
      await page.close();
      const subscriber = await browser.newPage();
      wp.run(
        "wp_insert_user( array( 'user_login' => 'reader', 'user_pass' => 'reader-lumiere-2026', 'user_email' => 'reader@hotel-lumiere.example', 'role' => 'subscriber' ) );",
      );
      await logIn(subscriber, wp.origin, { login: 'reader', password: 'reader-lumiere-2026' });
      await subscriber.goto(`${wp.origin}/wp-admin/`);
      await subscriber.locator('#wpadminbar').waitFor();
      await expect(subscriber.locator('#wp-admin-bar-hotel-site-build-status').count()).resolves.toBe(0);
      await expect(subscriber.locator('#hotel_site_build_status').count()).resolves.toBe(0);
      await subscriber.close();
    }, 120_000);
  });
});

/** WCAG's contrast ratio of two `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
