// Unit and contract tests (`npm run test:unit`). Build tests need a finished build and run on
// their own (`npm run test:build`, jest.build.config.js).
const PREACT = (file) => `<rootDir>/node_modules/preact/${file}`;
const babel = { presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'] };

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  setupFiles: ['<rootDir>/__tests__/support/browser-settings.ts', '<rootDir>/__tests__/support/page-hydrated.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/build/', '<rootDir>/__tests__/wordpress-real/'],
  // The Babel set-up is given here, not in a babel.config.js, so that Gatsby keeps its own.
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', babel] },
  // ESM-only packages must be transformed too.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-calendar|get-user-locale|memoize|mimic-function|@wojtekmaj|@mapbox/vector-tile|@mapbox/point-geometry|pbf)/)',
  ],
  // The pages run on Preact (decision 016), so the components are tested on it: React's names
  // lead to Preact's CommonJS builds, which jsdom's browser conditions would otherwise pass over.
  moduleNameMapper: {
    '^react$': PREACT('compat/dist/compat.js'),
    '^react-dom$': PREACT('compat/dist/compat.js'),
    '^react-dom/client$': PREACT('compat/client.js'),
    '^react-dom/test-utils$': PREACT('test-utils/dist/testUtils.js'),
    '^react/jsx-runtime$': PREACT('jsx-runtime/dist/jsxRuntime.js'),
    '^react/jsx-dev-runtime$': PREACT('jsx-runtime/dist/jsxRuntime.js'),
    '^preact$': PREACT('dist/preact.js'),
    '^preact/hooks$': PREACT('hooks/dist/hooks.js'),
    '^preact/compat$': PREACT('compat/dist/compat.js'),
    '^preact/jsx-runtime$': PREACT('jsx-runtime/dist/jsxRuntime.js'),
    '^preact/test-utils$': PREACT('test-utils/dist/testUtils.js'),
    '^preact-render-to-string$': '<rootDir>/node_modules/preact-render-to-string/dist/index.js',
    '\\.css$': '<rootDir>/__tests__/support/style-stub.ts',
    '^gatsby$': '<rootDir>/__tests__/support/gatsby-mock.tsx',
  },
};
