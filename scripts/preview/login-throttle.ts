// Slows down guessing the preview password: a client (one address) gets a few wrong passwords
// free, then must wait before each next try, twice as long after each further failure. While it
// waits, the proxy answers 429 without looking at the password, so a guess costs seconds, not
// microseconds. Requests that carry no password at all (a browser's first request, before it
// prompts) are not failures. Behind a reverse proxy every editor shares its address, so one
// client guessing makes all of them wait: the price of not trusting forwarded addresses.

export type LoginThrottleOptions = {
  now: () => number;
  /** Wrong passwords a client may send before it has to wait. */
  freeFailures?: number;
  /** The first wait, in ms; it doubles with each further failure, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Clients remembered at most; the longest quiet are forgotten first, so memory stays bounded. */
  maxClients?: number;
};

type Client = { failures: number; blockedUntil: number };

export type LoginThrottle = {
  /** Seconds the client must still wait before its password is checked; 0 when it may try now. */
  waitSeconds(client: string): number;
  failed(client: string): void;
  succeeded(client: string): void;
};

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const freeFailures = options.freeFailures ?? 5;
  const firstDelay = options.firstDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 5 * 60_000;
  const maxClients = options.maxClients ?? 10_000;
  const clients = new Map<string, Client>();

  return {
    waitSeconds(client) {
      const record = clients.get(client);
      if (!record) return 0;
      return Math.max(0, Math.ceil((record.blockedUntil - options.now()) / 1000));
    },
    failed(client) {
      const record = clients.get(client) ?? { failures: 0, blockedUntil: 0 };
      record.failures += 1;
      const over = record.failures - freeFailures;
      if (over >= 0) record.blockedUntil = options.now() + Math.min(maxDelay, firstDelay * 2 ** over);
      // Re-inserted so that the map's order is the order of last failure.
      clients.delete(client);
      clients.set(client, record);
      if (clients.size > maxClients) clients.delete(clients.keys().next().value as string);
    },
    succeeded(client) {
      clients.delete(client);
    },
  };
}
