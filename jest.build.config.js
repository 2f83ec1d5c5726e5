// Tests of the build itself: they read `public/` after `npm run build`, and run Gatsby builds of
// their own in temporary copies of the project. Slow, so they run apart from the unit tests.
const base = require('./jest.config');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  roots: ['<rootDir>/__tests__/build'],
  testTimeout: 600000,
};
