// The versions the project's plugin reports (/wp-json/hotel-site/v1/versions), on the real
// WordPress: those wordpress/tested-stacks.json names for the stack it runs, which
// `npm run check:wordpress` then places in the tested matrix; the demo backend gives the newest
// stack's, as the one it stands in for.
import fs from 'node:fs';
import path from 'node:path';
import { checkWordPress } from '../../scripts/wordpress-check/checks';
import { newestStack, testedStacks } from '../../scripts/wordpress-check/tested-stacks';
import { stackSettings } from '../../scripts/wordpress-real/stack';
import { startTestBackend, type TestBackend } from '../support/demo-backend';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';
import { askVersions } from './support/stacks';

describeWithWordPress('the versions the real WordPress reports', () => {
  let wp: BareWordPress;
  let demo: TestBackend;
  const stackFile = path.basename(stackSettings().stackFile);
  const listed = testedStacks.find((stack) => stack.file === stackFile);

  beforeAll(async () => {
    [wp, demo] = await Promise.all([startBareWordPress(), startTestBackend()]);
  });
  afterAll(async () => {
    await Promise.all([wp?.stop(), demo?.stop()]);
  });

  test('are those the tested stacks list gives for this stack', async () => {
    if (stackSettings().wordpressDir) return;
    expect(listed).toBeDefined();
    expect(await askVersions(wp.origin)).toEqual(listed?.versions);
  });

  test('check:wordpress names them and finds them in the tested matrix', async () => {
    const results = await checkWordPress({ graphqlUrl: wp.graphqlUrl, siteOrigin: 'https://hotel.example' });
    const versions = results.find((result) => result.name === 'Versions');
    expect(versions?.status).toBe('ok');
    if (listed) expect(versions?.detail).toContain(`a tested stack (${listed.file})`);
  });

  test('the demo backend answers as the newest stack does', async () => {
    const fromDemo = await (await fetch(`${demo.url}/wp-json/hotel-site/v1/versions`)).json();
    expect(fromDemo).toEqual(newestStack().versions);
    if (listed === newestStack()) expect(fromDemo).toEqual(await (await fetch(`${wp.origin}/wp-json/hotel-site/v1/versions`)).json());
  });

  test('a plugin that is not active is null', async () => {
    wp.run("deactivate_plugins( 'wp-graphql-polylang/wp-graphql-polylang.php' );");
    try {
      const answer = await (await fetch(`${wp.origin}/wp-json/hotel-site/v1/versions`)).json();
      expect(answer).toMatchObject({ wpGraphqlPolylang: null, polylang: expect.any(String) });
    } finally {
      wp.run("activate_plugin( 'wp-graphql-polylang/wp-graphql-polylang.php' );");
    }
  });

  test('wp-config.php can keep them unpublished', async () => {
    // A must-use plugin loaded before the project's stands in for the line in wp-config.php.
    const file = path.join(wp.wordpressDir, 'wp-content/mu-plugins/0-hide-versions.php');
    fs.writeFileSync(file, "<?php\ndefine( 'HOTEL_SITE_PUBLISH_VERSIONS', false );\n");
    try {
      expect((await fetch(`${wp.origin}/wp-json/hotel-site/v1/versions`)).status).toBe(404);
    } finally {
      fs.rmSync(file);
    }
  });
});
