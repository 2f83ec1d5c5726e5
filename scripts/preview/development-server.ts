// How the preview server starts Gatsby's development server: on the loopback address only, so
// that nothing but the proxy in front of it (on the same machine) can reach it without the
// password, and with the refresh endpoint that WordPress's preview webhook calls through the proxy.

export const DEVELOP_HOST = '127.0.0.1';

export const developArguments = (port: number) => ['develop', '--host', DEVELOP_HOST, '--port', String(port)];

export const developEnvironment = (refreshToken: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'development',
  ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
  GATSBY_REFRESH_TOKEN: refreshToken,
  GATSBY_TELEMETRY_DISABLED: '1',
});
