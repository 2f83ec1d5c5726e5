// How the publisher answers rebuild hooks: one build at a time. Hooks that come while a build
// runs are merged into one follow-up build, started when the running one ends, so it reads
// WordPress after every change they announce, however many hooks there were. A failed build is
// tried again after a pause, a bounded number of times; a hook that comes meanwhile joins the
// retry instead of making a build of its own.

export type BuildOutcome = { ok: true } | { ok: false; message: string };

/** `attempt` counts from 0; a retry of the same changes has 1, 2… */
export type RunBuild = (changes: string[], attempt: number) => Promise<BuildOutcome>;

export type QueueOptions = {
  run: RunBuild;
  /** The pause before each retry of a failed build: its length bounds the retries. */
  retryDelays: number[];
  wait?: (ms: number) => Promise<void>;
};

export type QueueState = { building: string[] | null; waiting: string[] | null };

const merged = (a: string[], b: string[]) => [...new Set([...a, ...b])];

export class BuildQueue {
  private building: string[] | null = null;
  private waiting: string[] | null = null;
  private drained: Promise<void> = Promise.resolve();
  private readonly options: Required<QueueOptions>;

  constructor(options: QueueOptions) {
    this.options = { wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), ...options };
  }

  /** Takes a hook: starts a build now, or merges the changes into the one that follows the running build. */
  request(changes: string[]): 'building' | 'queued' {
    if (this.building) {
      this.waiting = merged(this.waiting ?? [], changes);
      return 'queued';
    }
    this.building = changes;
    this.drained = this.drain();
    return 'building';
  }

  state(): QueueState {
    return { building: this.building, waiting: this.waiting };
  }

  /** Resolves once no build runs and none waits. */
  idle(): Promise<void> {
    return this.drained;
  }

  private async drain() {
    try {
      while (this.building) {
        const outcome = await this.buildWithRetries(this.building);
        // The follow-up of a build that failed also names the changes that build did not publish.
        const next = this.waiting && !outcome.ok ? merged(this.building, this.waiting) : this.waiting;
        this.building = next;
        this.waiting = null;
      }
    } finally {
      this.building = null;
    }
  }

  private async buildWithRetries(changes: string[]): Promise<BuildOutcome> {
    const { run, retryDelays, wait } = this.options;
    for (let attempt = 0; ; attempt++) {
      // A build that throws counts as failed: the queue must go on to the hooks waiting.
      const outcome = await run(changes, attempt).catch((error: Error): BuildOutcome => ({ ok: false, message: error.message }));
      if (outcome.ok || attempt >= retryDelays.length || this.waiting) return outcome;
      await wait(retryDelays[attempt]);
      // A hook during the pause: its build, which comes next, is the retry.
      if (this.waiting) return outcome;
    }
  }
}
