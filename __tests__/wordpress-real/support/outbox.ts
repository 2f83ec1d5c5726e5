// Runs PHP inside the real WordPress with the rebuild hook configured and GitHub replaced by a
// file (support/rebuild-outbox.php): what a test did, and the dispatches the hook sent for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BareWordPress } from './bare-wordpress';

type Dispatch = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> };
export type Outbox = {
  /** Runs PHP code as the administrator in one request (interval 0, the hook's minimum, unless given; the clock at `now`, or an hour after the last run's). */
  run: (code: string, options?: { interval?: number; now?: number }) => { result: unknown; dispatches: Dispatch[] };
  remove: () => void;
};

export function outbox(wp: BareWordPress): Outbox {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-outbox-'));
  const file = path.join(folder, 'dispatches.jsonl');
  // A run that sets no clock gets one an hour after the last such run's, long in the past: the
  // hook's interval (a minute at least) never keeps it from sending, as on a WordPress where the
  // next change comes later.
  let clock = Math.floor(Date.now() / 1000) - 10_000_000;
  return {
    run: (code, { interval = 0, now } = {}) => {
      fs.writeFileSync(file, '');
      const printed = wp.php(path.join(__dirname, 'rebuild-outbox.php'), file, code, String(interval), String(now ?? (clock += 3600)), '');
      const dispatches = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Dispatch);
      return { result: printed ? (JSON.parse(printed) as unknown) : null, dispatches };
    },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
