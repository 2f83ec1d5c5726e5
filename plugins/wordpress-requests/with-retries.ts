// One request to WordPress, asked again as the retry policy allows, and given up with one message
// that says what failed. Both clients of the build use it: gatsby-source-wordpress's (axios) and
// the project's own (fetch).
import { failureMessage, retryNote } from './failure-message';
import { waitBeforeNextTry, type RequestFailure } from './retry-policy';

/** A request WordPress did not answer as it should, after every try the policy allows. */
export class WordPressRequestError extends Error {
  constructor(
    message: string,
    readonly failure: RequestFailure,
  ) {
    super(message);
    this.name = 'WordPressRequestError';
    // gatsby-source-wordpress prints an error's stack where it has no message of its own for it:
    // the message is the whole story, and a stack would bury it.
    this.stack = message;
  }
}

export type AttemptOutcome<T> = { value: T } | { failure: RequestFailure };

export type RetryOptions = {
  /** Told before each wait, for the build's log. */
  onRetry?: (note: string) => void;
  sleep?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(
  attempt: () => Promise<AttemptOutcome<T>>,
  request: { url: string; subject: string },
  { onRetry, sleep = pause }: RetryOptions = {},
): Promise<T> {
  let waitedMs = 0;
  for (let tries = 1; ; tries++) {
    const outcome = await attempt();
    if ('value' in outcome) return outcome.value;
    const wait = waitBeforeNextTry(outcome.failure, tries);
    if (wait === null) throw new WordPressRequestError(failureMessage(outcome.failure, { ...request, tries, waitedMs }), outcome.failure);
    onRetry?.(retryNote(outcome.failure, request.subject, wait));
    await sleep(wait);
    waitedMs += wait;
  }
}
