// Tests against the real WordPress (`npm run test:wordpress`): each file starts the packed stack
// (PHP, MariaDB) with the demo hotel imported, so they are slow and run one at a time.
const base = require('./jest.config');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  roots: ['<rootDir>/__tests__/wordpress-real'],
  testTimeout: 300000,
};
