// Where the demo backend listens, in one place: the backend itself, the settings' defaults, the
// browser tests and the scripts that start a WordPress beside it all read it here.
// `DEMO_PORT` moves it (docs/settings.md).
export const DEFAULT_DEMO_PORT = 8790;

type Environment = { DEMO_PORT?: string | number };

/** The demo backend's port: `DEMO_PORT`, or the default when it is unset or empty. */
export const demoPort = (environment: Environment = process.env): number =>
  environment.DEMO_PORT === undefined || environment.DEMO_PORT === '' ? DEFAULT_DEMO_PORT : Number(environment.DEMO_PORT);

/** The demo backend's origin, on the loopback address it listens on. */
export const demoOrigin = (environment: Environment = process.env): string => `http://127.0.0.1:${demoPort(environment)}`;
