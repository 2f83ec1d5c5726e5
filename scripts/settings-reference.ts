// `npm run docs:settings`: rewrites the README's configuration table from
// src/config/settings-reference.server.ts, between its markers.
import fs from 'node:fs';
import path from 'node:path';
import { withSettingsTable } from '../src/config/settings-reference.server';

const readmePath = path.resolve(__dirname, '..', 'README.md');
try {
  const readme = fs.readFileSync(readmePath, 'utf8');
  const updated = withSettingsTable(readme);
  if (updated !== readme) fs.writeFileSync(readmePath, updated);
  console.log(updated === readme ? "README.md's configuration table is up to date." : "README.md's configuration table rewritten.");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
