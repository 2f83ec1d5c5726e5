// `gatsby build` run by hand (as the browser tests' real-WordPress run and operators do) with a
// wrong setting: it must stop at once and name the variable, not build a site without content.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { releaseScratch, scratchProject } from '../../scripts/project-copy';

test('a wrong setting stops `gatsby build` before anything is built, naming the variable', () => {
  const site = scratchProject();
  try {
    const build = spawnSync(path.resolve('node_modules/.bin/gatsby'), ['build'], {
      cwd: site,
      env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', GATSBY_BOOKING_URL: 'not an address' },
      encoding: 'utf8',
      timeout: 110_000,
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toContain('GATSBY_BOOKING_URL must be an absolute http(s) address');
    expect(output).not.toContain('source and transform nodes');
  } finally {
    releaseScratch(site);
  }
}, 120_000);
