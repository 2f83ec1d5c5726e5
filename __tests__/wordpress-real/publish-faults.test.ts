// The publisher against the real WordPress, through a proxy that breaks chosen requests
// (scripts/fault-proxy.ts): WordPress killed in the middle of a build, an answer cut short, a 500
// on one query, the build killed with SIGKILL while it writes the site. After each, `public/` and
// `.cache/` are the last good build's, byte for byte, and the live release is unchanged; the next
// build, a warm one, publishes every edit made meanwhile and equals a clean build of the same
// WordPress. Each fault hits the query that fetches the page the editor changed, so each build
// had started fetching the new content when it broke. WordPress down for a moment only (a
// restart) costs nothing: the build asks again and publishes.
import { startFaultProxy, type Fault, type FaultProxy } from '../../scripts/fault-proxy';
import { publishHarness } from '../support/publish-harness';
import { startRealWordPress, type RealWordPress } from './support/stacks';

let real: RealWordPress;
let proxy: FaultProxy;
let harness: ReturnType<typeof publishHarness>;

const fetchesChangedPage = (request: { body: string }) => request.body.includes('SINGLE_CONTENT_QUERY');
/** An editor's edit of the English spa page, as the block editor saves it. */
const editSpa = (text: string) =>
  real.php(
    'eval.php',
    `$page = get_page_by_path( 'spa' ); wp_update_post( array( 'ID' => $page->ID, 'post_content' => '<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->' . $page->post_content ) );`,
  );

beforeAll(async () => {
  real = await startRealWordPress();
  proxy = await startFaultProxy(real.origin);
  harness = publishHarness({ WPGRAPHQL_URL: `${proxy.origin}/graphql`, FORCE_COLOR: '0', SITE_URL: 'https://www.hotel-lumiere.example' });
  const first = await harness.publish(['by hand']);
  if (!first?.ok) throw new Error(`The first build against the real WordPress failed: ${first?.message}`);
}, 600_000);
afterAll(async () => {
  await proxy?.stop();
  await real?.stop();
  harness?.cleanUp();
});
afterEach(() => proxy.clear());

// Each fault lasts past the retry policy's 15 s of waiting (plugins/wordpress-requests/), so the
// build fails; what each failure says is the build's own message (__tests__/build/wordpress-faults.test.ts
// holds those); here, what matters is what the failure leaves.
type Case = { fault: string; edit: string; inject: () => void; message?: RegExp; after?: () => Promise<void> };
const cases: Case[] = [
  {
    fault: 'WordPress killed in the middle of the build',
    edit: 'Fault one: WordPress went away.',
    inject: () => proxy.inject({ match: fetchesChangedPage, times: 1, do: { kind: 'call', run: () => real.killWebServer() } }),
    after: () => real.restartWebServer(),
  },
  {
    fault: 'an answer cut short',
    edit: 'Fault two: a truncated answer.',
    inject: () => proxy.inject({ match: fetchesChangedPage, do: { kind: 'truncate' } } satisfies Fault),
  },
  {
    fault: 'a 500 on one query',
    edit: 'Fault three: an error on one query.',
    inject: () =>
      proxy.inject({ match: fetchesChangedPage, do: { kind: 'status', status: 500, body: '<p>There has been a critical error on this website.</p>' } }),
  },
  {
    fault: 'the build killed with SIGKILL while it writes the site',
    edit: 'Fault four: the build was killed.',
    inject: () => harness.killOnceWritten('page-data/spa/page-data.json', 'Fault four'),
    message: /stopped by SIGKILL/,
  },
];

test.each(cases)(
  '$fault: the last good build stays, in public/, .cache/ and live',
  async ({ edit, inject, message, after }) => {
    const before = harness.outputNow();
    const liveBefore = harness.live('spa/index.html');
    editSpa(edit);
    inject();
    const outcome = await harness.publish(['page spa']);
    await after?.();
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(message ?? /\w/) });
    expect(harness.reports.at(-1)).toMatchObject({ state: 'failed' });
    const now = harness.outputNow();
    expect(now.public).toEqual(before.public);
    expect(now.cache).toEqual(before.cache);
    expect(harness.live('spa/index.html')).toBe(liveBefore);
  },
  600_000,
);

test('the next warm build publishes every edit made meanwhile and equals a clean build of the same WordPress', async () => {
  expect(await harness.publish(['page spa'])).toMatchObject({ ok: true });
  const live = harness.live('spa/index.html');
  for (const { edit } of cases) expect(live).toContain(edit);
  expect(await harness.differenceFromClean()).toBeNull();
}, 600_000);

test('WordPress restarting during a build (down for 3 s): the build asks again, and publishes the edit', async () => {
  editSpa('Saved while WordPress restarted.');
  let restarted: Promise<void> = Promise.resolve();
  proxy.inject({
    match: fetchesChangedPage,
    times: 1,
    do: {
      kind: 'call',
      run: () => {
        real.killWebServer();
        restarted = new Promise((resolve) => setTimeout(resolve, 3000)).then(() => real.restartWebServer());
      },
    },
  });
  const outcome = await harness.publish(['page spa']);
  await restarted;
  expect(outcome).toMatchObject({ ok: true });
  expect(harness.live('spa/index.html')).toContain('Saved while WordPress restarted.');
}, 600_000);

test('two saves while a build writes the site: exactly one more build, which publishes both', async () => {
  editSpa('Saved before the build.');
  const publisher = harness.publisher();
  const builds = () => harness.reports.filter((r) => r.state === 'building').length;
  const buildsBefore = builds();
  const saved = new Promise<void>((resolve) =>
    // The running build has read WordPress already: it is writing the page it fetched.
    harness.onceWritten('page-data/spa/page-data.json', 'Saved before the build.', () => {
      editSpa('Saved during the build, first.');
      publisher.request(['page spa']);
      editSpa('Saved during the build, second.');
      publisher.request(['page spa']);
      resolve();
    }),
  );
  publisher.request(['page spa']);
  await saved;
  await publisher.idle();
  expect(builds() - buildsBefore).toBe(2);
  expect(publisher.lastOutcome()).toMatchObject({ ok: true });
  const live = harness.live('spa/index.html');
  for (const text of ['Saved before the build.', 'Saved during the build, first.', 'Saved during the build, second.']) expect(live).toContain(text);
}, 600_000);
