import { expect, test } from './fixtures';

// The policy is the second line of defence: were the sanitiser to let something through, a
// script in WordPress content still would not run. The page is served as built, with its policy,
// and with hostile markup put into it here, where no sanitiser sees it (before the application's
// root, so that hydration leaves it in place for the link to be followed).
const HOSTILE = [
  '<script>/*inline*/window.__attack = (window.__attack || []).concat("inline")</script>',
  '<img src="/no-such-picture.png" alt="" onerror="/*onerror*/window.__attack = (window.__attack || []).concat(\'onerror\')">',
  '<a id="attack-link" href="javascript:/*link*/window.__attack = (window.__attack || []).concat(\'link\')">Win a free night</a>',
].join('');

test('the policy alone stops a script, an event handler and a javascript: link in the content', { tag: '@host' }, async ({ page, cspViolations }) => {
  await page.route('**/rooms/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const built = await response.text();
    expect(built).toContain('<meta http-equiv="Content-Security-Policy"');
    return route.fulfill({ response, body: built.replace('<body>', `<body>${HOSTILE}`) });
  });
  await page.goto('/rooms/');
  await page.locator('#attack-link').dispatchEvent('click');
  // The site's own scripts still run: the page becomes interactive.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => (window as Window & { __attack?: string[] }).__attack)).toBeUndefined();
  const reported = cspViolations.join('\n');
  expect(reported).toMatch(/inline script/);
  expect(reported).toMatch(/inline event handler/);
  expect(reported).toMatch(/JavaScript URL|javascript:/i);
  // Expected here, so they do not fail the test.
  cspViolations.splice(0);
});

test('a built page carries its policy: hashes for its own scripts, no unsafe script source', { tag: '@host' }, async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(policy).toMatch(/script-src 'self' 'strict-dynamic' 'report-sample'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
});
