import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers (docs/ARCHITECTURE.md): config <- lib <- content <- features <- layout, templates. A
// feature never imports another (what two share goes down a layer), and browser code never
// imports what only runs in Node (modules named `*.server.ts`, which the rules leave out).
const browserOnly = [
  { regex: '^node:|^(fs|path|child_process|os|url|crypto)$', message: 'Browser code does not import Node modules: put this in a `*.server.ts` module.' },
  { regex: '\\.server$', message: 'Browser code does not import `*.server` modules (they run in Node only).' },
];
const above = (layers, message) => ({ regex: `^(\\.\\./)+(${layers})/`, message });
// Later blocks replace the rule of earlier ones for the files they match, so each lists all its patterns.
const layer = (files, ...patterns) => ({
  files,
  ignores: ['src/**/*.server.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [...browserOnly, ...patterns] }] },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.cache/', 'demo/.state/', 'test-results/', 'playwright-report/', 'static/', '.wrangler/', '.publish/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  layer(['src/**/*.{ts,tsx,js}']),
  layer(['src/content/**/*.{ts,tsx}'], above('features|layout|templates', 'src/content is below the features: it knows none of them.')),
  layer(
    ['src/features/*/**/*.{ts,tsx,js}'],
    { regex: '^\\.\\./(?!\\.\\./)', message: 'A feature does not import another feature: move what both need to src/lib or src/content.' },
    above('features|layout|templates', 'A feature does not import another feature, the layout or the templates.'),
  ),
  layer(['src/lib/**/*.{ts,tsx}'], above('content|features|layout|templates', 'src/lib is below content and features: it imports neither.')),
  layer(['src/config/**/*.ts'], { regex: '^\\.\\./', message: 'src/config is the lowest layer: it imports nothing else of src.' }),
  {
    // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The WordPress plugin's editor scripts: plain scripts in wp-admin, on WordPress's globals.
    files: ['wordpress/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
