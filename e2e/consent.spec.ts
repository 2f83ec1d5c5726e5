import { demoOrigin } from '../src/config/demo-address.server';
import { expect, expectHydrated, test, type Page } from './fixtures';

// Privacy, proven: every request a page makes is recorded, and before the visitor accepts none
// may go anywhere but the site and the demo backend. Third parties are unreachable here, so
// YouTube is answered by Playwright routes; share counts and the embedded post come from the
// demo backend's stand-ins.
/** The site's origin: that of `gatsby serve`, or of the host's runtime (playwright.host.config.ts). */
const site = () => new URL(String(test.info().project.use.baseURL)).origin;
const DEMO = demoOrigin();
const NEWS = '/new-rooftop-terrace/';
const COOKIE = 'cookie_notice_accepted';

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    all: () => urls,
    thirdParty: () => urls.filter((url) => /^https?:/.test(url) && ![site(), DEMO].includes(new URL(url).origin)),
    clear: () => urls.splice(0),
  };
}

/** A stand-in for the IFrame API: its Player puts a player frame where the element was, as YouTube's does. */
const FAKE_IFRAME_API = `
window.YT = {
  PlayerState: { PLAYING: 1 },
  Player: function (element, options) {
    var frame = document.createElement('iframe');
    frame.src = options.host + '/embed/' + options.videoId + '?autoplay=1&mute=1&loop=1';
    frame.title = 'YouTube video player';
    frame.setAttribute('width', '100%');
    frame.setAttribute('height', '100%');
    element.replaceWith(frame);
    var player = this;
    player.playVideo = function () { frame.dataset.state = 'playing'; };
    player.pauseVideo = function () { frame.dataset.state = 'paused'; };
    player.mute = function () { frame.dataset.muted = 'true'; };
    player.destroy = function () { frame.remove(); };
    frame.addEventListener('load', function () {
      options.events.onReady({ target: player });
      options.events.onStateChange({ data: 1 });
    });
  }
};`;

async function fakeYouTube(page: Page) {
  await page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><body style="margin:0;background:#123">video</body>' }),
  );
}

/** Serves pages with other consent settings, the way a build with those variables would write them. */
async function withConsentOptions(page: Page, options: Record<string, string>) {
  const json = JSON.stringify(options).replace(/"/g, '&quot;');
  await page.route(`${site()}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // A build without consent settings writes no such tag; one with them writes it in the head.
    const body = (await response.text()).replace('</head>', `<meta name="consent-options" content="${json}"/></head>`);
    return route.fulfill({ response, body });
  });
}

/** Opens the share group; a click that lands before the lazily loaded buttons have hydrated is tried again. */
async function openShare(page: Page) {
  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await page.getByRole('button', { name: 'Share this article' }).click();
  await expect(facebook).toBeVisible();
  return facebook;
}

/** Scrolls through the whole page, so anything loaded on the way is loaded. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
}

const notice = (page: Page) => page.getByRole('region', { name: /^(Cookie notice|Avis sur les cookies|Cookie-Hinweis)$/ });
const cookieValue = async (page: Page) => (await page.context().cookies()).find((c) => c.name === COOKIE)?.value;
const videoCover = (page: Page) => page.locator('.video-background');

test(
  'before consent nothing leaves the site; accepting brings share counts, the embed and the video; revoking stops them',
  { tag: '@host' },
  async ({ page, open }) => {
    await fakeYouTube(page);
    const requests = recordRequests(page);

    await open('/');
    await expect(notice(page)).toBeVisible();
    await scrollThrough(page);
    await expect(videoCover(page)).toHaveAttribute('data-video', 'poster');

    await open(NEWS);
    const facebook = await openShare(page);
    await expect(page.locator('[data-count]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'The Yacht Show from above' })).toBeVisible();
    await expect(page.locator('iframe.wp-embedded-content')).toHaveCount(0);
    await scrollThrough(page);

    expect(requests.thirdParty()).toEqual([]);
    expect(requests.all().filter((url) => /\/counts\/|\/embed\//.test(url))).toEqual([]);

    await notice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(notice(page)).toBeHidden();
    expect(await cookieValue(page)).toBe('true');
    // Counts from the aggregator, formatted for the page's locale.
    await expect(facebook).toContainText('12.4k');
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toContainText('1,045k');
    await expect(page.getByRole('link', { name: /Share on Pinterest/ })).toContainText('23.4M');
    expect(requests.all().some((url) => url.startsWith(`${DEMO}/counts/facebook/news-rooftop-terrace`))).toBe(true);
    // The embedded post reports its height and replaces its link.
    const embed = page.locator('iframe.wp-embedded-content');
    await expect(embed).toHaveAttribute('data-loaded', 'true');
    const height = await embed.evaluate((frame) => frame.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(200);
    expect(height).toBeLessThanOrEqual(1000);
    await expect(page.getByRole('link', { name: 'The Yacht Show from above' })).toHaveCount(0);

    await open('/');
    await expect(videoCover(page)).toHaveAttribute('data-video', 'playing');
    await expect(videoCover(page).locator('iframe')).toHaveAttribute('data-muted', 'true');
    expect(requests.thirdParty()).toEqual(
      expect.arrayContaining(['https://www.youtube.com/iframe_api', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)]),
    );

    // Revoking: the settings control reopens the notice, focus goes into it, refusing stops the video.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(notice(page)).toContainText('You have accepted them.');
    await expect(notice(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    await notice(page).getByRole('button', { name: 'Refuse' }).click();
    await expect(settings).toBeFocused();
    await expect(videoCover(page)).toHaveAttribute('data-video', 'poster');
    await expect(videoCover(page).locator('iframe')).toHaveCount(0);
    expect(await cookieValue(page)).toBe('false');

    requests.clear();
    await page.reload();
    await expectHydrated(page);
    await open(NEWS);
    await openShare(page);
    await scrollThrough(page);
    expect(requests.thirdParty()).toEqual([]);
    expect(requests.all().filter((url) => /\/counts\/|\/embed\//.test(url))).toEqual([]);
  },
);

test('refusing is remembered: no notice on the next pages, and nothing third-party after a reload', async ({ page, open }) => {
  await fakeYouTube(page);
  const requests = recordRequests(page);
  await open('/fr/');
  await expect(notice(page)).toContainText('Ce site ne dépose aucun cookie');
  await notice(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(notice(page)).toBeHidden();
  expect(await cookieValue(page)).toBe('false');
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  await scrollThrough(page);
  await expect(videoCover(page)).toHaveAttribute('data-video', 'poster');
  expect(requests.thirdParty()).toEqual([]);
});

test('with a scroll offset set, scrolling past it accepts and the video starts', async ({ page, open }) => {
  await fakeYouTube(page);
  await withConsentOptions(page, { scrollOffset: '300' });
  await open('/');
  // The scroll event is handled before the frames that follow it are drawn.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo(0, 200);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expect(notice(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(notice(page)).toBeHidden();
  expect(await cookieValue(page)).toBe('true');
  await expect(videoCover(page)).toHaveAttribute('data-video', 'playing');
  await videoCover(page).scrollIntoViewIfNeeded();
});

test('with reload set, the page reloads once the visitor has chosen', async ({ page, open }) => {
  await withConsentOptions(page, { reload: 'true' });
  await open(NEWS);
  await page.evaluate(() => {
    (window as unknown as { beforeChoice: boolean }).beforeChoice = true;
  });
  const reloaded = page.waitForEvent('load');
  await notice(page).getByRole('button', { name: 'Accept' }).click();
  await reloaded;
  await expectHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { beforeChoice?: boolean }).beforeChoice)).toBeUndefined();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(await cookieValue(page)).toBe('true');
});

test('with reduced motion the poster stays, even after consent, and YouTube is never asked', async ({ page, open }) => {
  await fakeYouTube(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.context().addCookies([{ name: COOKIE, value: 'true', url: site() }]);
  const requests = recordRequests(page);
  await open('/');
  await scrollThrough(page);
  await expect(videoCover(page)).toHaveAttribute('data-video', 'poster');
  await expect(videoCover(page).getByRole('img')).toBeVisible();
  expect(requests.thirdParty()).toEqual([]);
});

test('a reopened notice goes away with Escape pressed the moment it appears', async ({ page, open }) => {
  await page.context().addCookies([{ name: COOKIE, value: 'true', url: site() }]);
  await open('/privacy-policy/');
  await expect(notice(page)).toBeHidden();
  // A quick visitor: the key comes in the first task after the notice is in the page, before the
  // browser has painted it (Preact runs plain effects only after the next paint).
  const shownBeforeEscape = await page.evaluate(async () => {
    const reopen = [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Change your cookie choice'));
    reopen?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const shown = document.querySelector('[data-testid="cookie-notice"]') !== null;
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    return shown;
  });
  expect(shownBeforeEscape).toBe(true);
  await expect(notice(page)).toBeHidden();
  expect(await cookieValue(page)).toBe('true');
});

test('the notice is usable from the keyboard and passes axe; the revoke link in the privacy policy reopens it', async ({ page, open, makeWcagAxeBuilder }) => {
  await open('/privacy-policy/');
  await expect(notice(page)).toBeVisible();
  const results = await makeWcagAxeBuilder().analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const accept = notice(page).getByRole('button', { name: 'Accept' });
  await accept.focus();
  await expect(accept).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  await page.getByRole('button', { name: 'Change your cookie choice' }).click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('You have accepted them.');
  await page.keyboard.press('Escape');
  await expect(notice(page)).toBeHidden();
  expect(await cookieValue(page)).toBe('true');
});

test('the open notice never hides the element that has focus', async ({ page, open }) => {
  await open('/privacy-policy/');
  await expect(notice(page)).toBeVisible();
  const mail = page.getByRole('link', { name: 'privacy@hotel-lumiere.example' });
  await mail.focus();
  const box = await mail.boundingBox();
  const noticeBox = await page.getByTestId('cookie-notice').boundingBox();
  expect(box && noticeBox && box.y + box.height <= noticeBox.y).toBe(true);
});
