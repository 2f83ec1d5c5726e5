import { BuildQueue, type BuildOutcome } from '../../../scripts/publish/build-queue';

/** A build the test ends by hand: each call waits for `finish`. */
function manualBuilds() {
  const started: { changes: string[]; attempt: number; finish: (outcome: BuildOutcome) => void }[] = [];
  const run = (changes: string[], attempt: number) => new Promise<BuildOutcome>((finish) => started.push({ changes, attempt, finish }));
  return { started, run };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));
const noPause = () => Promise.resolve();

test('a hook while nothing builds starts a build at once', () => {
  const { started, run } = manualBuilds();
  const queue = new BuildQueue({ run, retryDelays: [], wait: noPause });
  expect(queue.request(['page 12'])).toBe('building');
  expect(started.map((b) => b.changes)).toEqual([['page 12']]);
});

test('hooks during a build make exactly one follow-up build, with every change they named', async () => {
  const { started, run } = manualBuilds();
  const queue = new BuildQueue({ run, retryDelays: [], wait: noPause });
  queue.request(['page 12']);
  expect(queue.request(['page 13'])).toBe('queued');
  expect(queue.request(['menu 3', 'page 13'])).toBe('queued');
  expect(started).toHaveLength(1);
  started[0].finish({ ok: true });
  await tick();
  expect(started.map((b) => b.changes)).toEqual([['page 12'], ['page 13', 'menu 3']]);
  started[1].finish({ ok: true });
  await queue.idle();
  expect(started).toHaveLength(2);
  expect(queue.state()).toEqual({ building: null, waiting: null });
});

test('a failed build is tried again after each pause, then given up', async () => {
  const { started, run } = manualBuilds();
  const pauses: number[] = [];
  const queue = new BuildQueue({ run, retryDelays: [30_000, 120_000], wait: async (ms) => void pauses.push(ms) });
  queue.request(['page 12']);
  for (let i = 0; i < 3; i++) {
    await tick();
    started[i].finish({ ok: false, message: 'WordPress answered 503' });
  }
  await queue.idle();
  expect(started.map((b) => b.attempt)).toEqual([0, 1, 2]);
  expect(pauses).toEqual([30_000, 120_000]);
});

test('a retry succeeds: no more builds', async () => {
  const { started, run } = manualBuilds();
  const queue = new BuildQueue({ run, retryDelays: [1, 1, 1], wait: noPause });
  queue.request(['page 12']);
  started[0].finish({ ok: false, message: 'killed' });
  await tick();
  started[1].finish({ ok: true });
  await queue.idle();
  expect(started).toHaveLength(2);
});

test("a hook during a failed build: its follow-up is the retry, naming both builds' changes", async () => {
  const { started, run } = manualBuilds();
  const queue = new BuildQueue({ run, retryDelays: [1, 1], wait: noPause });
  queue.request(['page 12']);
  queue.request(['page 13']);
  started[0].finish({ ok: false, message: 'killed' });
  await tick();
  expect(started.map((b) => [b.changes, b.attempt])).toEqual([
    [['page 12'], 0],
    [['page 12', 'page 13'], 0],
  ]);
  started[1].finish({ ok: true });
  await queue.idle();
  expect(started).toHaveLength(2);
});

test('a hook during the pause before a retry joins the retry', async () => {
  const { started, run } = manualBuilds();
  let endPause = () => undefined as void;
  const queue = new BuildQueue({ run, retryDelays: [60_000], wait: () => new Promise<void>((resolve) => (endPause = resolve)) });
  queue.request(['page 12']);
  started[0].finish({ ok: false, message: 'WordPress answered 503' });
  await tick();
  expect(queue.request(['page 13'])).toBe('queued');
  endPause();
  await tick();
  expect(started.map((b) => b.changes)).toEqual([['page 12'], ['page 12', 'page 13']]);
  started[1].finish({ ok: true });
  await queue.idle();
  expect(started).toHaveLength(2);
});

test('a build that throws counts as failed, and the hooks after it still get their build', async () => {
  const calls: string[][] = [];
  const queue = new BuildQueue({
    run: async (changes) => {
      calls.push(changes);
      if (calls.length === 1) {
        queue.request(['page 13']);
        throw new Error('spawn failed');
      }
      return { ok: true };
    },
    retryDelays: [],
    wait: noPause,
  });
  queue.request(['page 12']);
  await queue.idle();
  expect(calls).toEqual([['page 12'], ['page 12', 'page 13']]);
});
