// How the tests and the bench start Debian's Chromium on these machines: no sandbox (containers),
// no GPU (software rendering), and none of the browser's own background traffic, so that what is
// measured or checked is the site's.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

// The browser the tests drive: Chromium's headless shell (Debian's chromium-headless-shell, the
// headless mode Playwright itself picks by default), the same Blink and V8 without the browser's
// window machinery. On the widget and directions specs it took 42 to 46 % less CPU than the full
// browser in its headless mode, for the same results. The bench and the screenshots for the
// documentation use the full browser (`/usr/bin/chromium`).
export const TEST_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
