// An operator keeps the site's settings in a `.env` file at the project's root (`.env.example`
// lists them all). It is read once when a build or a server starts, before the settings are, with
// Node's own parser (the one `process.loadEnvFile` uses, Node 20.12 and later); a variable already
// set in the environment wins over the file, as with `process.loadEnvFile`, so CI's settings are
// never overridden by a file left in a cache.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Loads `<dir>/.env` into `environment` (the process's) if there is one; returns whether it did. */
export function loadEnvFileIfPresent(dir: string = process.cwd(), environment: NodeJS.ProcessEnv = process.env): boolean {
  const file = path.join(dir, '.env');
  if (!fs.existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (environment[name] === undefined && value !== undefined) environment[name] = value;
  }
  return true;
}
