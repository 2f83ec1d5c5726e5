// The preview server as one unit: its development server cannot outlive the proxy's process,
// however that process ends, and the proxy's process learns when the development server stops.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEVELOP_HOST, developArguments } from '../../../scripts/preview/development-server';

const parentScript = path.join(__dirname, 'support/tied-parent.ts');

type Line = { pid?: number; port?: number; developmentExited?: number };

// Nothing a failed test started is left running.
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    // It may end between the check and the signal: nothing is left to stop then.
    try {
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // ESRCH
    }
  }
});

/** Starts the stand-in proxy process; resolves once its development server listens. */
function startParent(): Promise<{ parent: ChildProcess; development: { pid: number; port: number }; lines: Line[] }> {
  const parent = spawn(process.execPath, ['--import', 'tsx', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (parent.pid) started.push(parent.pid);
  const lines: Line[] = [];
  return new Promise((resolve, reject) => {
    let text = '';
    parent.stdout!.on('data', (chunk) => {
      text += chunk;
      const complete = text.split('\n');
      text = complete.pop() ?? '';
      for (const line of complete) {
        const parsed = JSON.parse(line) as Line;
        lines.push(parsed);
        if (parsed.pid) started.push(parsed.pid);
        if (parsed.pid && parsed.port) resolve({ parent, development: { pid: parsed.pid, port: parsed.port }, lines });
      }
    });
    parent.once('exit', () => reject(new Error('the parent stopped before its development server listened')));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('the development server listens on the loopback address only', () => {
  expect(DEVELOP_HOST).toBe('127.0.0.1');
  expect(developArguments(8123)).toEqual(['develop', '--host', '127.0.0.1', '--port', '8123']);
});

test('killing the proxy’s process (SIGKILL: nothing of it runs after) stops its development server', async () => {
  const { parent, development } = await startParent();
  // A connection held open to the development server: it closes when that server's process ends.
  const held = net.connect(development.port, '127.0.0.1');
  await new Promise((resolve) => held.once('connect', resolve));
  const closed = new Promise((resolve) => held.once('close', resolve));
  held.on('error', () => undefined);
  parent.kill('SIGKILL');
  await closed;
  await expect(fetch(`http://127.0.0.1:${development.port}/`)).rejects.toThrow();
}, 30_000);

test('when the development server stops, the proxy’s process is told', async () => {
  const { parent, development, lines } = await startParent();
  const parentExit = new Promise((resolve) => parent.once('exit', resolve));
  process.kill(development.pid, 'SIGTERM');
  await parentExit;
  expect(lines).toContainEqual({ developmentExited: 1 });
}, 30_000);
