// For the fuzz suites: a server started in a process of its own (so that a crash shows as the
// process ending, and its memory is its own), raw loopback connections to send it anything, and
// its resident memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type ServerProcess = { child: ChildProcess; port: number; exited: () => boolean; stop: () => Promise<void> };

/** Runs `node --import tsx <script>`; resolves once it prints what `ready` matches, whose first group is the port. */
export function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv = {},
  ready = /\{\s*"port"\s*:\s*(\d+)\s*\}/,
  readyWithin = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let ended = false;
  child.once('exit', () => (ended = true));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${readyWithin} ms`)), readyWithin);
    let text = '';
    child.stdout!.on('data', (chunk) => {
      text += chunk;
      const match = ready.exec(text);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({
        child,
        port: Number(match[1]),
        exited: () => ended,
        stop: () =>
          new Promise<void>((done) => {
            if (ended) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} stopped while starting (exit ${code})`));
    });
  });
}

/** The process's resident memory, in MB (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The resident memory of every process in a process group (a server and the workers it forked), in MB (Linux). */
export function groupResidentMb(groupId: number): number {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's name, which is in parentheses and may hold spaces.
      const fields = fs
        .readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (Number(fields[2]) !== groupId) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/** A small seeded generator, so that a failing run can be run again as it was. */
export function randomSource(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}

/** `close`: half-close after writing and read the answer until the server closes; `reset`: SO_LINGER 0 at once. */
export type Ending = 'reset' | 'close';

/**
 * Opens a connection from `from` (another loopback address keeps the attacker apart from the
 * final checks), writes `parts` one by one, then ends as `ending` says.
 * Resolves with what was read; never rejects, and gives up after `ms`.
 */
export function rawExchange(port: number, parts: (string | Buffer)[], ending: Ending, from = '127.0.0.2', ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(finish, ms);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        await new Promise<void>((written) => socket.write(part, () => written()));
      }
      if (ending === 'reset') {
        socket.resetAndDestroy();
        finish();
      } else if (ending === 'close') socket.end();
    });
  });
}
