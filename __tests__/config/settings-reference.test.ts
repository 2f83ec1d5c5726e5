import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS_REFERENCE, withSettingsTable } from '../../src/config/settings-reference.server';
import { SETTING_NAMES } from '../../src/config/settings.server';

const schema = new Set(SETTING_NAMES);

test('every setting the build reads has a row in the reference', () => {
  const named = new Set(SETTINGS_REFERENCE.flatMap((entry) => entry.names));
  expect(SETTING_NAMES.filter((name) => !named.has(name))).toEqual([]);
});

test("the build's rows name only the schema's variables, and the other programs' rows none of them", () => {
  const notInSchema = SETTINGS_REFERENCE.filter((entry) => !entry.readBy).flatMap((entry) => entry.names.filter((name) => !schema.has(name)));
  // A variable the build reads is the build's, even if another program reads it too.
  const inSchema = SETTINGS_REFERENCE.filter((entry) => entry.readBy).flatMap((entry) => entry.names.filter((name) => schema.has(name)));
  expect({ notInSchema, inSchema }).toEqual({ notInSchema: [], inSchema: [] });
});

test("docs/settings.md's table is the one the reference renders", () => {
  const reference = fs.readFileSync(path.resolve('docs/settings.md'), 'utf8');
  try {
    expect(reference).toBe(withSettingsTable(reference));
  } catch (error) {
    (error as Error).message =
      `docs/settings.md's table differs from src/config/settings-reference.server.ts: run \`npm run docs:settings\`.\n\n${(error as Error).message}`;
    throw error;
  }
});
