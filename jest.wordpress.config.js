// Tests against the real WordPress (`npm run test:wordpress`): each file starts the packed stack
// (PHP, MariaDB) with the demo hotel imported, so they are slow and run one at a time.
const base = require('./jest.config');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  roots: ['<rootDir>/__tests__/wordpress-real'],
  testTimeout: 300000,
  // These suites start servers, databases and builds of their own and stop them in afterAll; once
  // every test has reported, a handle one of them left open must not keep CI waiting until its
  // time runs out (it once did, after all 101 tests had passed).
  forceExit: true,
};
