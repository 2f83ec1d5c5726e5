// Pointed at an address where no WordPress answers, the build stops before it builds anything,
// after the retry policy's 15 s of waiting, says which URL it tried and why, and fails.
import net from 'node:net';
import { gatsbyBuild, releaseScratch, scratchProject } from '../../scripts/project-copy';

async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('a build against a port where nothing listens exits non-zero naming the URL', async () => {
  const project = scratchProject();
  try {
    const url = `http://127.0.0.1:${await unusedPort()}/graphql`;
    const result = await gatsbyBuild(project, { WPGRAPHQL_URL: url, FORCE_COLOR: '0' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `WordPress at ${url} (WPGRAPHQL_URL) gave no whole answer when the build asked for "generalSettings", 5 times over 15 s: nothing answered (connection refused).`,
    );
    expect(result.output).not.toContain('source and transform nodes');
  } finally {
    releaseScratch(project);
  }
});
