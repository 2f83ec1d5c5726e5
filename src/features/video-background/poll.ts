// Waiting for something another script defines (the YouTube IFrame API's `YT.Player`): ask at
// a fixed interval, a limited number of times, then give up.

export type PollOptions = { tries: number; intervalMs: number };

/** The IFrame API is given 100 tries, 100 ms apart (ten seconds) to appear. */
export const API_POLL: PollOptions = { tries: 100, intervalMs: 100 };

export function pollFor<T>(check: () => T | undefined, { tries, intervalMs }: PollOptions, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const ask = () => {
      asked += 1;
      const found = check();
      if (found !== undefined) {
        signal?.removeEventListener('abort', stop);
        resolve(found);
      } else if (asked >= tries) {
        signal?.removeEventListener('abort', stop);
        reject(new Error(`not ready after ${tries} tries, ${intervalMs} ms apart`));
      } else timer = setTimeout(ask, intervalMs);
    };
    ask();
  });
}
