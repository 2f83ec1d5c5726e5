// Starts what the WebKit suite drives, before its first test file: the built site (`public/`, served
// by `gatsby serve` as for the Chromium suite), a demo backend on an empty database (the suite
// sends a form and a comment), a virtual display, and WebKitWebDriver, whose browser writes the
// page's console into a log the tests read (see browser.py). jest.webkit.config.js stops them after.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, ensureDemoBackend } from '../../scripts/demo-process';
import { freePort } from '../../scripts/free-port';

const root = path.resolve(__dirname, '../..');

type Started = { stop: () => Promise<void> };
// Jest hands globalSetup's globals to globalTeardown only.
const started = globalThis as typeof globalThis & { webkitSuite?: { stops: Started[]; scratch: string } };

function stopping(child: ChildProcess): Started {
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until a child answers; fails at once when it could not start or stopped. */
async function waitFor(what: string, child: ChildProcess, answers: () => Promise<boolean>, seconds = 60) {
  const start: { failed?: Error } = {};
  child.once('error', (error) => (start.failed = error));
  const deadline = Date.now() + seconds * 1000;
  while (!(await answers())) {
    if (start.failed) throw new Error(`${what} cannot start (${start.failed.message}): run scripts/ensure-webkit.sh.`);
    if (child.exitCode !== null) throw new Error(`${what} stopped while starting (exit code ${child.exitCode}).`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const answersOk = (url: string) => () =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Xvfb on the first free display number, which it reports itself (`-displayfd`). */
function startDisplay(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, child });
    });
    child.once('error', (error) => reject(new Error(`Xvfb cannot start (${error.message}): run scripts/ensure-webkit.sh.`)));
    child.once('exit', (code) => reject(new Error(`Xvfb stopped while starting (exit code ${code}).`)));
  });
}

/** Where the browser's console log is kept after a run, for a person to read. */
const KEPT_LOG = path.join(root, 'test-results', 'webkit', 'browser-console.log');

export async function stopAll() {
  const suite = started.webkitSuite;
  if (!suite) return;
  for (const { stop } of suite.stops) await stop();
  const log = path.join(suite.scratch, 'browser-console.log');
  if (fs.existsSync(log)) {
    fs.mkdirSync(path.dirname(KEPT_LOG), { recursive: true });
    fs.copyFileSync(log, KEPT_LOG);
  }
  fs.rmSync(suite.scratch, { recursive: true, force: true });
  started.webkitSuite = undefined;
}

export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'public', 'index.html'))) throw new Error('No build in public/: run `npm run build` first.');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-suite-'));
  const stops: Started[] = [];
  started.webkitSuite = { stops, scratch };
  try {
    await startAll(scratch, stops);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function startAll(scratch: string, stops: Started[]) {
  const demo = await ensureDemoBackend({ ...process.env, DEMO_DB: path.join(scratch, 'demo.sqlite') });
  stops.push(demo);

  const sitePort = Number(process.env.E2E_SITE_PORT ?? 9000);
  const site = spawn(bin('gatsby'), ['serve', '--port', String(sitePort)], { cwd: root, stdio: 'ignore' });
  stops.push(stopping(site));
  await waitFor('gatsby serve', site, answersOk(`http://localhost:${sitePort}/`));

  const { display, child: xvfb } = await startDisplay();
  stops.push(stopping(xvfb));

  const driverPort = Number(process.env.WEBKIT_DRIVER_PORT || (await freePort()));
  const consoleLog = path.join(scratch, 'browser-console.log');
  const log = fs.openSync(consoleLog, 'a');
  const driver = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: display, GDK_BACKEND: 'x11', WEBKIT_SUITE_DATA: scratch },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  stops.unshift(stopping(driver));
  await waitFor('WebKitWebDriver', driver, answersOk(`http://127.0.0.1:${driverPort}/status`), 30).catch((error: Error) => {
    throw new Error(`${error.message}\n${fs.readFileSync(consoleLog, 'utf8')}`);
  });

  // Read by the test files (webkit/support/session.ts).
  process.env.WEBKIT_DRIVER_PORT = String(driverPort);
  process.env.WEBKIT_CONSOLE_LOG = consoleLog;
  process.env.WEBKIT_SITE = `http://localhost:${sitePort}`;
}
