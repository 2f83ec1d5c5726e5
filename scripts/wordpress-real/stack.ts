// Starts the real WordPress (a packed stack in ../shared/wordpress, by default the newest that
// wordpress/tested-stacks.json lists, or WORDPRESS_DIR) on this machine: its own MariaDB data
// folder and socket, PHP's built-in web server, a fresh database with WordPress installed and the
// plugins active. Used by `npm run wordpress:real` and the tests against the real WordPress.
// State lives in `.wordpress/` (not committed).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { readSettings } from '../../src/config/settings.server';
import { newestStack } from '../wordpress-check/tested-stacks';

const root = path.resolve(__dirname, '../..');
const phpDir = path.join(__dirname, 'php');

export const plugins = {
  graphql: 'wp-graphql/wp-graphql.php',
  gatsby: 'wp-gatsby/wp-gatsby.php',
  polylang: 'polylang/polylang.php',
  graphqlPolylang: 'wp-graphql-polylang/wp-graphql-polylang.php',
  contactForm: 'contact-form-7/wp-contact-form-7.php',
};

type StackOptions = {
  /** The packed stack; unpacked into `<state>/stack` unless `wordpressDir` is given. */
  stackFile?: string;
  /** An existing WordPress folder with the plugins, used as it is. */
  wordpressDir?: string;
  port?: number;
  /** Where the database, the unpacked stack and the logs live. */
  stateDir?: string;
  adminPassword?: string;
  /** The static site's origin, which the project's plugin sends comments posted without the site's code back to. */
  siteUrl?: string;
};

export type StackSettings = Required<Omit<StackOptions, 'wordpressDir'>> & { wordpressDir: string | undefined };

export function stackSettings(env: NodeJS.ProcessEnv = process.env): StackSettings {
  const port = Number(env.WORDPRESS_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`WORDPRESS_PORT must be a port number, not "${env.WORDPRESS_PORT}".`);
  return {
    stackFile: path.resolve(env.WORDPRESS_STACK ?? path.join(root, '../shared/wordpress', newestStack().file)),
    wordpressDir: env.WORDPRESS_DIR ? path.resolve(env.WORDPRESS_DIR) : undefined,
    port,
    stateDir: path.resolve(env.WORDPRESS_STATE_DIR ?? path.join(root, '.wordpress')),
    adminPassword: env.WORDPRESS_ADMIN_PASSWORD ?? 'lumiere-admin',
    // The site built from this WordPress: SITE_URL, as the build reads it.
    siteUrl: readSettings(env).siteUrl,
  };
}

export type RunningWordPress = {
  origin: string;
  graphqlUrl: string;
  wordpressDir: string;
  /** The folder with the database, the logs and what the import writes. */
  stateDir: string;
  adminPassword: string;
  /** Runs a PHP file of `scripts/wordpress-real/php` (or a path) with WordPress's folder and URL first. */
  php: (script: string, ...args: string[]) => string;
  /** PHP's web server, leader of the process group its workers are in (set once it is started). */
  webServerPid?: number;
  /** Stops PHP's web server at once, as a crash would (SIGKILL to its whole group); `restartWebServer` brings it back. */
  killWebServer: () => void;
  restartWebServer: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts MariaDB and PHP, installs WordPress in a fresh database and activates the plugins. */
export async function startWordPress(
  settings: StackSettings,
  options: { beforePluginsActive?: (wp: RunningWordPress) => Promise<void> } = {},
): Promise<RunningWordPress> {
  fs.mkdirSync(settings.stateDir, { recursive: true });
  await assertPortFree(settings.port);
  const wordpressDir = settings.wordpressDir ?? unpackStack(settings.stackFile, settings.stateDir);
  // The database starts empty: uploads of an earlier run would make WordPress rename new files (-1).
  if (!settings.wordpressDir) fs.rmSync(path.join(wordpressDir, 'wp-content/uploads'), { recursive: true, force: true });
  for (const plugin of Object.values(plugins)) {
    if (!fs.existsSync(path.join(wordpressDir, 'wp-content/plugins', plugin)))
      throw new Error(`${wordpressDir} has no plugin ${plugin}: the real stack needs WPGraphQL, WPGatsby, Polylang, WPGraphQL Polylang and Contact Form 7.`);
  }
  const database = await startDatabase(settings.stateDir);
  const origin = `http://127.0.0.1:${settings.port}`;
  try {
    writeConfig(wordpressDir, database.socket, settings.stateDir, settings.siteUrl);
    installMustUsePlugins(wordpressDir);
    const opcache = path.join(settings.stateDir, 'opcache');
    fs.mkdirSync(opcache, { recursive: true });
    const php = (script: string, ...args: string[]) =>
      runPhp(path.isAbsolute(script) ? script : path.join(phpDir, script), [wordpressDir, origin, ...args], opcache);
    const stopDatabase = database.stop;
    const partial: RunningWordPress = {
      origin,
      graphqlUrl: `${origin}/graphql`,
      wordpressDir,
      stateDir: settings.stateDir,
      adminPassword: settings.adminPassword,
      php,
      killWebServer: () => undefined,
      restartWebServer: async () => undefined,
      stop: stopDatabase,
    };
    // WPGatsby records every new post in its action monitor, which would take the ids the import
    // asks for; it is activated after the import, as on a site that adds it later.
    php('install.php', settings.adminPassword, plugins.graphql, plugins.polylang, plugins.graphqlPolylang, plugins.contactForm);
    await options.beforePluginsActive?.(partial);
    php('activate.php', plugins.gatsby);
    php('flush.php');
    let server = await startWebServer(wordpressDir, settings.port, settings.stateDir);
    const running: RunningWordPress = {
      ...partial,
      webServerPid: server.pid,
      killWebServer: () => {
        if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
      },
      restartWebServer: async () => {
        await server.stop();
        server = await startWebServer(wordpressDir, settings.port, settings.stateDir);
        running.webServerPid = server.pid;
      },
      stop: async () => {
        await server.stop();
        await stopDatabase();
      },
    };
    return running;
  } catch (error) {
    await database.stop();
    throw error;
  }
}

function unpackStack(stackFile: string, stateDir: string): string {
  if (!fs.existsSync(stackFile))
    throw new Error(`No WordPress stack at ${stackFile}. Set WORDPRESS_STACK to the packed stack, or WORDPRESS_DIR to a WordPress folder with the plugins.`);
  const target = path.join(stateDir, 'stack');
  const stamp = path.join(target, '.unpacked-from');
  const { size, mtimeMs } = fs.statSync(stackFile);
  const expected = `${stackFile} ${size} ${mtimeMs}`;
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected) return path.join(target, 'wordpress');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const result = spawnSync('tar', ['-xJf', stackFile, '-C', target], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not unpack ${stackFile}: ${result.stderr.trim()}`);
  fs.writeFileSync(stamp, expected);
  return path.join(target, 'wordpress');
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop what listens there or choose another with WORDPRESS_PORT.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

type Database = { socket: string; stop: () => Promise<void> };

/** MariaDB on a socket of its own (no TCP port), with a fresh `wordpress` database. */
async function startDatabase(stateDir: string): Promise<Database> {
  const dataDir = path.join(stateDir, 'mysql');
  const socket = path.join(stateDir, 'mysqld.sock');
  const log = path.join(stateDir, 'mysqld.log');
  if (!fs.existsSync(path.join(dataDir, 'mysql'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    const init = spawnSync(
      'mariadb-install-db',
      ['--user=' + userName(), `--datadir=${dataDir}`, '--auth-root-authentication-method=socket', '--skip-test-db'],
      { encoding: 'utf8' },
    );
    if (init.error || init.status !== 0)
      throw new Error(
        `MariaDB could not prepare its data folder ${dataDir}: ${init.error?.message ?? init.stderr.trim().split('\n').slice(-3).join(' ')}. Is mariadb-server installed (scripts/wordpress-real/ensure-packages.sh)?`,
      );
  }
  fs.rmSync(socket, { force: true });
  const child = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--user=${userName()}`,
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${path.join(stateDir, 'mysqld.pid')}`,
      `--log-error=${log}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = exitOf(child);
  const stop = () => stopChild(child, exited);
  try {
    await waitFor(
      () => sql(socket, 'SELECT 1') !== null,
      exited,
      30000,
      () => `MariaDB did not start: ${tail(log)}`,
    );
    const created = sql(
      socket,
      "DROP DATABASE IF EXISTS wordpress; CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci; CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';",
    );
    if (created === null) throw new Error(`MariaDB started but refused to create the database: ${tail(log)}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { socket, stop };
}

function sql(socket: string, statement: string): string | null {
  const result = spawnSync('mariadb', [`--socket=${socket}`, '-u', 'root', '-N', '-e', statement], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
}

function writeConfig(wordpressDir: string, socket: string, stateDir: string, siteUrl: string) {
  const salt = (name: string) => `define( '${name}', '${name.toLowerCase()}-hotel-lumiere-local' );`;
  const config = `<?php
// Written by scripts/wordpress-real: a local WordPress for the site's tests and demo.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map(salt).join('\n')}
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'HOTEL_SITE_STATE_DIR', '${stateDir}' );
define( 'HOTEL_SITE_URL', '${siteUrl}' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
  fs.writeFileSync(path.join(wordpressDir, 'wp-config.php'), config);
}

/**
 * The project's WordPress plugin (wordpress/hotel-site), as a must-use plugin with the one-line
 * loader its header describes, and this stack's own must-use plugins (php/mu-plugins).
 */
function installMustUsePlugins(wordpressDir: string) {
  const target = path.join(wordpressDir, 'wp-content/mu-plugins');
  fs.mkdirSync(target, { recursive: true });
  const local = path.join(phpDir, 'mu-plugins');
  for (const file of fs.readdirSync(local).filter((name) => name.endsWith('.php'))) fs.copyFileSync(path.join(local, file), path.join(target, file));
  // The files of earlier versions, which loaded one by one, would now load twice.
  for (const old of ['hotel-site-rebuild.php', 'hotel-site-comment-actions.php', 'hotel-site-menu-item-actions.php', 'menu-locations.php'])
    fs.rmSync(path.join(target, old), { force: true });
  fs.rmSync(path.join(target, 'hotel-site'), { recursive: true, force: true });
  fs.cpSync(path.join(root, 'wordpress/hotel-site'), path.join(target, 'hotel-site'), { recursive: true });
  fs.writeFileSync(path.join(target, 'hotel-site.php'), "<?php\nrequire __DIR__ . '/hotel-site/hotel-site.php';\n");
}

/**
 * One PHP process per call, which loads WordPress anew: with the compiled scripts kept on disk
 * (OPcache's file cache, which the command line leaves off by default) a call takes about 0.14 s
 * instead of 0.36, and the tests make hundreds.
 */
function runPhp(script: string, args: string[], opcacheDir: string): string {
  const opcache = ['-d', 'opcache.enable_cli=1', '-d', `opcache.file_cache=${opcacheDir}`];
  const result = spawnSync('php', [...opcache, script, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`PHP could not run (${result.error.message}). Is php8.2-cli installed (scripts/wordpress-real/ensure-packages.sh)?`);
  if (result.status !== 0) throw new Error(`${path.basename(script)} failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-5).join('\n')}`);
  return result.stdout;
}

async function startWebServer(wordpressDir: string, port: number, stateDir: string) {
  const log = fs.openSync(path.join(stateDir, 'php-server.log'), 'w');
  // The built-in server answers one request at a time unless it forks workers; builds send several.
  // Its own process group, so that stopping it stops the workers it forked too.
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wordpressDir, path.join(phpDir, 'router.php')], {
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = exitOf(child);
  const stop = () => stopChild(child, exited, { group: true });
  const answers = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ isWpGatsby }' }),
        signal: AbortSignal.timeout(5000),
      });
      return response.ok && ((await response.json()) as { data?: { isWpGatsby?: boolean } }).data?.isWpGatsby === true;
    } catch {
      return false;
    }
  };
  try {
    await waitFor(answers, exited, 30000, () => `PHP's web server did not answer GraphQL on port ${port}: ${tail(path.join(stateDir, 'php-server.log'))}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, pid: child.pid };
}

function userName(): string {
  return process.getuid?.() === 0 ? 'root' : (process.env.USER ?? 'root');
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>, { group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      // A detached child leads its own group: signal the whole group.
      process.kill(group ? -pid : pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(ready: () => boolean | Promise<boolean>, exited: Promise<void>, timeoutMs: number, failure: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (gone || Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-3).join(' | ') || '(its log is empty)';
  } catch {
    return '(no log)';
  }
}
