// The WebKit suite (`npm run test:webkit`): the built site in Debian's WebKitGTK, driven through
// WebKitWebDriver with WebdriverIO (webkit/). Build first: `npm run build`. One browser at a time,
// one file after another. WebdriverIO is an ES module, hence Node's `--experimental-vm-modules`
// in the npm script.
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/webkit'],
  setupFiles: [],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/webkit/support/global-setup.ts',
  globalTeardown: '<rootDir>/webkit/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60000,
  slowTestThreshold: 30,
};
