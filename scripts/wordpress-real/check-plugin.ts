// `npm run check:plugin`: the project's WordPress plugin (wordpress/hotel-site) checked as
// WordPress.org's plugin review checks it. First WordPress Coding Standards, the `WordPress`
// standard with its security sniffs, through the ruleset at the project's root
// (.phpcs.xml.dist); then Plugin Check's static checks, inside the real WordPress of the packed
// stack (started as the tests start it; skipped, saying so, where the stack is missing). Any
// error or warning of either fails it: a finding accepted on purpose is annotated in the code
// (`// phpcs:ignore Rule.Name -- reason`), or listed below with its reason.
//
// The tools are not on npm nor in Debian: they come packed in
// ../shared/tools/wordpress-coding-standards.tar.xz (WORDPRESS_CODING_STANDARDS), unpacked for
// each run into a folder of its own. Without them it says so in one line and passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { stackSettings, startWordPress } from './stack';

const root = path.resolve(__dirname, '../..');
const plugin = path.join(root, 'wordpress/hotel-site');

/**
 * The newest WordPress release, as api.wordpress.org would tell Plugin Check: the newest the tests
 * run against (../shared/wordpress/wordpress-stack-7.1.tar.xz). The readme's "Tested up to" must
 * name it; raise both with the next stack.
 */
const NEWEST_WORDPRESS = '7.1';

/** Plugin Check's findings that do not apply to this plugin, by their code, with the reason. */
const ACCEPTED: Record<string, string> = {
  plugin_updater_detected:
    'the plugin is not hosted on WordPress.org; its Update URI header is what keeps WordPress.org from offering it the update of another plugin of the same slug',
};

type Finding = { type: 'ERROR' | 'WARNING'; check: string; code: string; file: string; line: number; message: string };

function toolsFile(): string {
  return path.resolve(process.env.WORDPRESS_CODING_STANDARDS ?? path.join(root, '../shared/tools/wordpress-coding-standards.tar.xz'));
}

function unpack(file: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-coding-standards-'));
  const result = spawnSync('tar', ['-xJf', file, '-C', folder], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not unpack ${file}: ${result.stderr.trim()}`);
  return path.join(folder, 'wordpress-coding-standards');
}

/** PHP_CodeSniffer with WordPress Coding Standards; true when it found nothing. */
function codingStandards(tools: string): boolean {
  const standards = ['wpcs', 'utils/PHPCSUtils', 'extra'].map((folder) => path.join(tools, folder)).join(',');
  const result = spawnSync(
    'php',
    [
      path.join(tools, 'phpcs/bin/phpcs'),
      '--standard=' + path.join(root, '.phpcs.xml.dist'),
      '--runtime-set',
      'installed_paths',
      standards,
      '--no-colors',
      '-q',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.error) throw new Error(`PHP could not run (${result.error.message}). Is php8.2-cli installed (scripts/wordpress-real/ensure-packages.sh)?`);
  process.stdout.write(result.stdout);
  // 0: nothing found; 1 and 2: errors or warnings (2 when some can be fixed with phpcbf); more: it failed.
  if (result.status !== null && result.status > 2) throw new Error(`PHP_CodeSniffer failed (exit ${result.status}).`);
  return result.status === 0;
}

/** Plugin Check's static checks inside the real WordPress; the findings it makes, or null when the stack is missing. */
async function pluginCheck(tools: string): Promise<Finding[] | null> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-plugin-check-'));
  const settings = stackSettings({ ...process.env, WORDPRESS_PORT: String(await freePort()), WORDPRESS_STATE_DIR: stateDir });
  try {
    if (!settings.wordpressDir && !fs.existsSync(settings.stackFile)) {
      console.log(`Skipped Plugin Check: it runs inside WordPress, and there is no stack at ${settings.stackFile} (set WORDPRESS_STACK or WORDPRESS_DIR).`);
      return null;
    }
    const wp = await startWordPress(settings);
    try {
      const printed = wp.php('plugin-check.php', path.join(tools, 'pcp'), path.join(plugin, 'hotel-site.php'), NEWEST_WORDPRESS);
      return printed
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Finding);
    } finally {
      await wp.stop();
    }
  } finally {
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

async function main() {
  const file = toolsFile();
  if (!fs.existsSync(file)) {
    console.log(`Skipped the plugin's checks (WordPress Coding Standards, Plugin Check): no tools at ${file} (set WORDPRESS_CODING_STANDARDS).`);
    return;
  }
  const tools = unpack(file);
  try {
    const standardsPassed = codingStandards(tools);
    console.log(standardsPassed ? 'WordPress Coding Standards: no error, no warning.' : 'WordPress Coding Standards: the findings above.');
    const findings = await pluginCheck(tools);
    const open = (findings ?? []).filter((finding) => !(finding.code in ACCEPTED));
    for (const finding of open)
      console.log(`Plugin Check ${finding.type} ${finding.file}:${finding.line} ${finding.code} (${finding.check}): ${finding.message}`);
    for (const finding of (findings ?? []).filter((f) => f.code in ACCEPTED)) console.log(`Plugin Check accepted ${finding.code}: ${ACCEPTED[finding.code]}`);
    if (findings) console.log(open.length === 0 ? 'Plugin Check: no error, no warning.' : `Plugin Check: ${open.length} finding(s).`);
    if (!standardsPassed || open.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(path.dirname(tools), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
