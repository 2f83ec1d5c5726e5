// Logging in to the real WordPress before a test or a screenshot works in its admin. The login is
// not what they are about, so it is sent as WordPress's login form sends it, from the browser
// context's own HTTP client, which keeps the cookies for the pages opened next.
// Why not by pressing the form's button: in CI, while the other lane ran its browser tests, the
// button's request three times got no answer within 60 s (once more within 90 s). The cause was not
// found: 25 logins in a row with every core busy gave none here. A bounded wait and a second try
// keep one lost request from failing a suite that takes minutes to set up.
import type { Page } from '@playwright/test';

export type WordPressUser = { login: string; password: string };

export async function logIn(page: Page, origin: string, user: WordPressUser): Promise<void> {
  let refusal: string;
  try {
    refusal = await sendLoginForm(page, origin, user);
  } catch {
    refusal = await sendLoginForm(page, origin, user);
  }
  if (refusal) throw new Error(`WordPress refused ${user.login}'s login: ${refusal}`);
}

/** The login form's two requests; what WordPress said if it did not log the user in. */
async function sendLoginForm(page: Page, origin: string, user: WordPressUser): Promise<string> {
  const { request } = page.context();
  // The form's page first: it sets the cookie WordPress checks to tell that cookies work.
  await request.get(`${origin}/wp-login.php`, { timeout: 30_000 });
  const response = await request.post(`${origin}/wp-login.php`, {
    form: { log: user.login, pwd: user.password, testcookie: '1', 'wp-submit': 'Log In' },
    maxRedirects: 0,
    timeout: 30_000,
  });
  const cookies = await page.context().cookies(origin);
  if (cookies.some((cookie) => cookie.name.startsWith('wordpress_logged_in_'))) return '';
  const message = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec(await response.text())?.[1];
  return `HTTP ${response.status()}, ${
    message
      ?.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? 'no message'
  }`;
}
