// What the publisher does with builds that fail, on real Gatsby builds of a copy of the project
// against a demo backend of its own: after a build killed while it writes the site, `public/` and
// `.cache/` are the last good build's, byte for byte, the live release is unchanged, and the next
// build, a warm one, equals a clean build of the same content. Against the real WordPress, with
// more faults: __tests__/wordpress-real/publish-faults.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';
import { publishHarness } from '../support/publish-harness';

let demo: TestBackend;
let harness: ReturnType<typeof publishHarness>;

function editSpa(text: string) {
  const file = path.join(demo.contentDir, 'pages/en/spa.html');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/<p>/, `<p>${text} `));
  demo.backend.reload();
}

beforeAll(async () => {
  demo = await startTestBackend({ copyContent: true });
  harness = publishHarness({ WPGRAPHQL_URL: `${demo.url}/graphql`, FORCE_COLOR: '0' });
});
afterAll(async () => {
  await demo.stop();
  harness.cleanUp();
});

test('the first build goes live', async () => {
  expect(await harness.publish(['by hand'])).toMatchObject({ ok: true });
  expect(harness.reports.map((r) => r.state)).toEqual(['building', 'live']);
  expect(harness.live('spa/index.html')).toContain('Spa');
});

test("the build killed with SIGKILL while it writes the site: public/ and .cache/ are the last good build's, byte for byte, and the live site is unchanged", async () => {
  const before = harness.outputNow();
  const liveBefore = harness.live('spa/index.html');
  editSpa('Open until midnight.');
  harness.killOnceWritten('page-data/spa/page-data.json', 'Open until midnight.');
  expect(await harness.publish(['page 17'])).toMatchObject({ ok: false, message: expect.stringMatching(/stopped by SIGKILL/) });
  expect(harness.reports.slice(-2).map((r) => r.state)).toEqual(['building', 'failed']);
  // It had begun writing the new page before it was killed (the trigger saw it): all undone.
  const after = harness.outputNow();
  expect(after.public).toEqual(before.public);
  expect(after.cache).toEqual(before.cache);
  expect(harness.live('spa/index.html')).toBe(liveBefore);
});

test('the next build, a warm one, publishes the change and equals a clean build of the same content', async () => {
  expect(await harness.publish(['page 17'])).toMatchObject({ ok: true });
  expect(harness.live('spa/index.html')).toContain('Open until midnight.');
  expect(await harness.differenceFromClean()).toBeNull();
});
