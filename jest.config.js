// Unit and contract tests (`npm run test:unit`). Build tests need a finished build and run on
// their own (`npm run test:build`, jest.build.config.js).
const babel = { presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'] };

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  setupFiles: ['<rootDir>/__tests__/support/browser-settings.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/build/', '<rootDir>/__tests__/wordpress-real/'],
  // The Babel set-up is given here, not in a babel.config.js, so that Gatsby keeps its own.
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', babel] },
  // ESM-only packages must be transformed too.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-calendar|get-user-locale|memoize|mimic-function|@wojtekmaj|@mapbox/vector-tile|@mapbox/point-geometry|pbf)/)',
  ],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/__tests__/support/style-stub.ts',
    '^gatsby$': '<rootDir>/__tests__/support/gatsby-mock.tsx',
  },
};
