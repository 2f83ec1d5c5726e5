// `npm run serve [-- --port N] [--dir D]`: the built site (`public/` by default) as the host serves
// it, headers, redirects and per-language "page not found" pages included (see host-runtime.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { hostRuntime } from './host-runtime';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const port = Number(option('--port') ?? process.env.PORT ?? 9000);
const { command, args, env } = hostRuntime(option('--dir') ?? 'public', port, path.resolve(__dirname, '..'));
const child = spawn(command, args, { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
