// An editor's Preview button, end to end, against the real WordPress: the preview server
// (`npm run preview`) runs beside it, WPGatsby is set up as docs/operators.md says, an editor logs in,
// writes a draft (English) and an unsaved change to a published page (French), and asks WordPress
// for the preview as the button does; the browser follows WPGatsby to the preview server and
// must show the draft text. The preview server refuses whoever lacks its password, and a
// production build made afterwards holds no draft.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER } from '../../scripts/chromium-flags';
import { freePort } from '../../scripts/free-port';
import { gatsbyBuild, releaseScratch, scratchProject } from '../../scripts/project-copy';
import { startRealWordPress, type RealWordPress } from './support/stacks';

const SECRET = randomBytes(18).toString('hex');
const FRENCH_SPA = 37; // published, at /fr/spa-lumiere/
const EDITOR = { login: 'preview-editor', password: randomBytes(12).toString('hex') };

let real: RealWordPress;
let preview: ChildProcess;
let previewOrigin: string;
let previewDir: string;
let browser: Browser;
let cookies: string;
let output = '';

const asEditor = (code: string) => real.php('eval.php', `wp_set_current_user( get_user_by( 'login', '${EDITOR.login}' )->ID ); ${code}`);

async function waitFor(check: () => Promise<boolean>, what: string, seconds: number) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what} within ${seconds} s. Preview server output:\n${output.slice(-4000)}`);
}

const asPreviewServer = { Authorization: `Basic ${Buffer.from(`preview:${SECRET}`).toString('base64')}` };

/**
 * Logs in at wp-login.php and opens the admin, as an editor does before pressing Preview (WPGatsby
 * grants the roles its preview capability when someone first opens the admin), and keeps
 * WordPress's cookies.
 */
async function logIn(): Promise<string> {
  const response = await fetch(`${real.origin}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: EDITOR.login, pwd: EDITOR.password, testcookie: '1', 'wp-submit': 'Log In' }),
  });
  const jar = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!jar.some((cookie) => cookie.startsWith('wordpress_logged_in_'))) throw new Error(`Logging in as ${EDITOR.login} failed (HTTP ${response.status})`);
  const admin = await fetch(`${real.origin}/wp-admin/`, { headers: { Cookie: jar.join('; ') } });
  if (admin.status !== 200) throw new Error(`The admin did not open for ${EDITOR.login} (HTTP ${admin.status})`);
  return jar.join('; ');
}

/**
 * What the Preview button opens for this post (WordPress's preview link, with WPGatsby's
 * `gatsby_preview`), followed as the browser does: WPGatsby answers with a page that sends the
 * editor to the preview server.
 */
async function previewAddress(postId: number): Promise<string> {
  let address = JSON.parse(asEditor(`return get_preview_post_link( ${postId} );`)) as string;
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(address, { headers: { Cookie: cookies }, redirect: 'manual' });
    const location = response.headers.get('location');
    if (location) {
      address = new URL(location, address).toString();
      continue;
    }
    const html = await response.text();
    const target = /window\.location\.replace\("([^"]+)"\)/.exec(html)?.[1];
    if (!target) throw new Error(`WPGatsby did not send the editor to the preview server from ${address}:\n${html.slice(0, 1500)}`);
    return target;
  }
  throw new Error(`Too many redirects from the preview link of post ${postId}`);
}

async function previewText(address: string): Promise<{ url: string; text: string }> {
  const context = await browser.newContext({ httpCredentials: { username: 'preview', password: SECRET } });
  const page = await context.newPage();
  await page.goto(address);
  await page.waitForURL((url) => !url.pathname.startsWith('/__preview/'), { timeout: 120000 });
  // The development server runs the page's query when the browser first asks for it; on a busy
  // machine that can take a while, and a page that never comes must say what the editor saw.
  await page
    .locator('main')
    .waitFor({ timeout: 90000 })
    .catch(async (error: Error) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '(no body)');
      throw new Error(`${error.message}\nAt ${page.url()} the editor saw:\n${shown.slice(0, 1500)}\nPreview server output:\n${output.slice(-4000)}`);
    });
  const result = { url: new URL(page.url()).pathname, text: await page.locator('main').innerText() };
  await context.close();
  return result;
}

beforeAll(async () => {
  real = await startRealWordPress();
  const port = await freePort();
  previewOrigin = `http://127.0.0.1:${port}`;
  previewDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-site-'));
  preview = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../scripts/preview/server.ts')], {
    env: {
      ...process.env,
      PREVIEW_SECRET: SECRET,
      PREVIEW_PORT: String(port),
      PREVIEW_HOST: '127.0.0.1',
      PREVIEW_DIR: previewDir,
      WPGRAPHQL_URL: real.graphqlUrl,
      FORCE_COLOR: '0',
    },
    detached: true,
  });
  preview.stdout?.on('data', (chunk) => (output += chunk));
  preview.stderr?.on('data', (chunk) => (output += chunk));

  // WPGatsby set up as docs/operators.md says, and an editor of the hotel.
  real.php(
    'eval.php',
    `$o = get_option( 'wpgatsby_settings', array() );
     $o['enable_gatsby_preview'] = 'on';
     $o['preview_api_webhook'] = 'http://preview:${SECRET}@127.0.0.1:${port}/__refresh';
     $o['gatsby_content_sync_url'] = '${previewOrigin}/__preview';
     update_option( 'wpgatsby_settings', $o );
     wp_insert_user( array( 'user_login' => '${EDITOR.login}', 'user_pass' => '${EDITOR.password}', 'user_email' => 'preview-editor@hotel-lumiere.example', 'role' => 'editor' ) );`,
  );
  cookies = await logIn();
  browser = await chromium.launch({ executablePath: TEST_BROWSER, args: CHROMIUM_FLAGS });
  // The development server reads WordPress when it starts.
  await waitFor(
    async () => (await fetch(`${previewOrigin}/spa/`, { headers: asPreviewServer })).status === 200,
    'The preview server did not show the spa page',
    240,
  );
});
afterAll(async () => {
  await browser?.close();
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  await real?.stop();
  if (previewDir) fs.rmSync(previewDir, { recursive: true, force: true });
});

test('a new English draft: Preview shows it as the site renders it', async () => {
  const id = Number(
    asEditor(`$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Sunset yoga', 'post_content' => '<p>Sunset yoga on the roof terrace, every Thursday.</p>' ) );
      pll_set_post_language( $id, 'en' );
      return $id;`),
  );
  const { url, text } = await previewText(await previewAddress(id));
  // gatsby-source-wordpress's address for a page WordPress has given none yet.
  expect(url).toBe(`/generated-preview-path/page/${id}/`);
  expect(text).toContain('Sunset yoga');
  expect(text).toContain('Sunset yoga on the roof terrace, every Thursday.');
});

test('an unsaved change to a published French page: Preview shows the change at the page’s address', async () => {
  asEditor(
    `wp_create_post_autosave( array( 'post_ID' => ${FRENCH_SPA}, 'post_title' => get_post( ${FRENCH_SPA} )->post_title, 'post_excerpt' => '', 'post_content' => '<p>Nouveau : le spa ouvre jusqu’à minuit le vendredi.</p>' . get_post( ${FRENCH_SPA} )->post_content ) );`,
  );
  const { url, text } = await previewText(await previewAddress(FRENCH_SPA));
  expect(url).toBe('/fr/spa-lumiere/');
  expect(text).toContain('Nouveau : le spa ouvre jusqu’à minuit le vendredi.');
});

test('without the preview password, the preview server answers 401, webhook and Content Sync included', async () => {
  const wrong = { Authorization: `Basic ${Buffer.from('preview:guess').toString('base64')}` };
  for (const [address, init] of [
    ['/spa/', {}],
    ['/spa/', { headers: wrong }],
    ['/___graphql', {}],
    ['/__refresh/', { method: 'POST', body: '{}' }],
    ['/__preview/gatsby-source-wordpress/172026-11-25 10:00:00/17', {}],
  ] as const) {
    const response = await fetch(`${previewOrigin}${address}`, init);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Preview password needed');
  }
});

test('a production build made right after the previews holds no draft', async () => {
  const project = scratchProject();
  try {
    const build = await gatsbyBuild(project, { WPGRAPHQL_URL: real.graphqlUrl, FORCE_COLOR: '0' });
    expect(build.code).toBe(0);
    const pages = fs.readdirSync(path.join(project, 'public'), { recursive: true }).map(String);
    expect(pages.filter((file) => file.includes('generated-preview-path'))).toEqual([]);
    const everything = pages
      .filter((file) => /\.(html|json)$/.test(file) && fs.statSync(path.join(project, 'public', file)).isFile())
      .map((file) => fs.readFileSync(path.join(project, 'public', file), 'utf8'));
    expect(everything.some((text) => text.includes('Sunset yoga'))).toBe(false);
    expect(everything.some((text) => text.includes('le spa ouvre jusqu’à minuit'))).toBe(false);
    expect(fs.readFileSync(path.join(project, 'public/fr/spa-lumiere/index.html'), 'utf8')).toContain('<html lang="fr');
  } finally {
    releaseScratch(project);
  }
});
