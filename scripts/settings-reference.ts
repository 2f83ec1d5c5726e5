// `npm run docs:settings`: rewrites the table of docs/settings.md from
// src/config/settings-reference.server.ts, between its markers.
import fs from 'node:fs';
import path from 'node:path';
import { withSettingsTable } from '../src/config/settings-reference.server';

const referencePath = path.resolve(__dirname, '..', 'docs', 'settings.md');
try {
  const reference = fs.readFileSync(referencePath, 'utf8');
  const updated = withSettingsTable(reference);
  if (updated !== reference) fs.writeFileSync(referencePath, updated);
  console.log(updated === reference ? "docs/settings.md's table is up to date." : "docs/settings.md's table rewritten.");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
