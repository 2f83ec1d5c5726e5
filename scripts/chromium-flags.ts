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
