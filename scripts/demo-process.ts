// Starts the demo backend as a child process when the site is not pointed at a real WordPress
// and nothing answers on the demo port yet. Used by `npm run build`, `npm run develop`,
// `npm start` and the test scripts.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readSettings } from '../src/config/settings.server';

const root = path.resolve(__dirname, '..');

async function graphqlAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ isWpGatsby }' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export type Running = { url: string; stop: () => Promise<void> };

/** Ensures the demo backend is answering; `stop` only stops it if this call started it. */
export async function ensureDemoBackend(env: NodeJS.ProcessEnv = process.env): Promise<Running> {
  const { wordpressGraphqlUrl: url, usesDemoBackend } = readSettings(env);
  if (!usesDemoBackend || (await graphqlAnswers(url))) return { url, stop: async () => undefined };

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'demo/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60000;
  while (!(await graphqlAnswers(url))) {
    if (exited) throw new Error('The demo backend stopped while starting (see its message above).');
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The demo backend did not answer at ${url} within 60 s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command to completion in the current folder, inheriting the terminal; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  // Outside CI, Gatsby draws its progress for a terminal (ink). Written to a file or a pipe (the
  // bench, a host's build log) that drawing is escape codes, and half a second of a warm build.
  const logged = process.stdout.isTTY || env.GATSBY_LOGGER ? env : { ...env, GATSBY_LOGGER: 'yurnalist' };
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: process.cwd(), env: logged, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
