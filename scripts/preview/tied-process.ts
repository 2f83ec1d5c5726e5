// A child process that cannot outlive the process that started it. Gatsby's development server
// runs in a process group of its own (it starts workers, and all of them must stop together), so
// it would not get the signal that stops the preview proxy, and a proxy that crashed or was
// killed would leave it running, with no password in front of it. So it is started through this
// file: a small watchdog that holds a pipe from the parent and stops the whole group as soon as
// that pipe closes, which the kernel does however the parent ended (SIGKILL included).
//
// Run as a program: `tied-process.ts <command> [args...]`, with its standard input a pipe from
// the parent. It exits with the command's exit code.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
/** After SIGTERM, how long the group has to stop before SIGKILL. */
const GRACE_MS = 5000;

/** Starts `command` tied to this process; stopping the returned child stops the command's group too. */
export function spawnTied(command: string, args: string[], options: Pick<SpawnOptions, 'cwd' | 'env'> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', __filename, command, ...args], {
    cwd: root,
    env: { ...options.env, TIED_PROCESS_CWD: String(options.cwd ?? process.cwd()) },
    // The pipe on stdin is the tie; nothing is ever written to it.
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}

function watch(command: string, args: string[]): void {
  const { TIED_PROCESS_CWD: cwd, ...env } = process.env;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  let stopping = false;
  const stopGroup = () => {
    if (stopping || !child.pid) return;
    stopping = true;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // the group is gone already
      }
    };
    signal('SIGTERM');
    setTimeout(() => signal('SIGKILL'), GRACE_MS).unref();
  };
  process.stdin.on('end', stopGroup);
  process.stdin.on('error', stopGroup);
  process.stdin.resume();
  process.once('SIGTERM', stopGroup);
  process.once('SIGINT', stopGroup);
  child.once('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    // Whatever the command left in its group (workers) goes with it.
    stopGroup();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: tied-process.ts <command> [args...]');
    process.exit(2);
  }
  watch(command, args);
}
