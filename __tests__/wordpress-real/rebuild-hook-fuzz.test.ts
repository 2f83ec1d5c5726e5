// Fuzz suite of the rebuild hook on the real WordPress, with WordPress's default discussion
// settings (moderation off) and an approved commenter to impersonate: hostile comments over
// GraphQL (floods, batches, control characters, forged header lines, oversized, unknown pages),
// malformed and oversized bodies, resets mid-request. Bounded, loopback only. Afterwards no
// visitor's request has called GitHub, one WP-Cron event and a bounded pending dispatch are all
// the hook keeps, one run of that event sends one dispatch, and WordPress is up and within its
// memory bound. GitHub is replaced by a file (support/rebuild-served.php, rebuild-outbox.php).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groupResidentMb, randomSource, rawExchange } from '../support/process-under-attack';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

const MEMORY_BOUND_MB = 1200;

describeWithWordPress('the rebuild hook under hostile visitors', () => {
  let wp: BareWordPress;
  let outbox: string;
  let pageId: number;
  const random = randomSource(12);

  const cli = (code: string, now: number) => {
    fs.writeFileSync(outbox, '');
    const printed = wp.php(path.join(__dirname, 'support/rebuild-outbox.php'), outbox, code, '60', String(now));
    const dispatches = fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean);
    return { result: printed ? (JSON.parse(printed) as unknown) : null, dispatches };
  };
  const servedDispatches = () => {
    const file = path.join(wp.stateDir, 'served-dispatches.jsonl');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };

  beforeAll(async () => {
    wp = await startBareWordPress();
    fs.copyFileSync(path.join(__dirname, 'support/rebuild-served.php'), path.join(wp.wordpressDir, 'wp-content/mu-plugins/rebuild-served.php'));
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-fuzz-')), 'dispatches.jsonl');
    const now = Math.floor(Date.now() / 1000);
    pageId = Number(
      cli(
        `update_option( 'comment_moderation', 0 ); $page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Terrace', 'post_status' => 'publish', 'comment_status' => 'open' ) );
         wp_insert_comment( array( 'comment_post_ID' => $page, 'comment_author' => 'Nina Berg', 'comment_author_email' => 'nina@example.org', 'comment_content' => 'Lovely.', 'comment_approved' => 1 ) );
         return $page;`,
        now,
      ).result,
    );
  });
  afterAll(async () => {
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  const HOSTILE_TEXTS = [
    'Lovely \u001b[2J\u001b[H stay',
    'Great\r\nBcc: everyone@example.org',
    '<script>alert(1)</script>',
    'x'.repeat(70_000),
    '\u202Egnp.exe',
    '',
  ];

  test('a flood of hostile comments and malformed requests: no visitor waits for GitHub, one dispatch, WordPress up', async () => {
    const started = Date.now();
    const createComment = 'mutation ($input: CreateCommentInput!) { createComment(input: $input) { success comment { databaseId } } }';
    const input = (i: number) => ({
      commentOn: random.next() < 0.85 ? pageId : random.pick([0, -1, 999_999]),
      content: `${random.pick(HOSTILE_TEXTS)} #${i}`,
      author: random.next() < 0.8 ? 'Nina Berg' : 'Nina\r\nBerg\u0000',
      authorEmail: random.next() < 0.9 ? 'nina@example.org' : 'not an address',
    });
    let approved = 0;
    for (let i = 0; i < 30; i++) {
      const { data } = await wp.graphql<{ createComment: { comment: { databaseId: number } | null } }>(createComment, { input: input(i) });
      if (data?.createComment?.comment) approved++;
    }
    // A batch of mutations in one request, as WPGraphQL accepts them.
    const batch = await fetch(wp.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ query: createComment, variables: { input: { ...input(100 + i), commentOn: pageId } } }))),
    });
    expect(batch.status).toBeLessThan(500);
    // Malformed and oversized bodies, and requests reset half-way.
    for (const body of ['{', 'null', '[]', JSON.stringify({ query: `{ ${'a'.repeat(1_000_000)} }` }), random.bytes(20_000).toString('latin1')]) {
      const response = await fetch(wp.graphqlUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.status).toBeLessThan(502);
    }
    const port = Number(new URL(wp.origin).port);
    for (let i = 0; i < 10; i++) {
      const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
      await rawExchange(port, [head, JSON.stringify({ query: createComment, variables: { input: input(200 + i) } })], 'reset', '127.0.0.2', 1000);
    }

    expect(approved).toBeGreaterThan(10);
    expect(servedDispatches()).toBe('');
    const kept = cli(
      `return array( 'events' => count( array_filter( _get_cron_array(), function ( $hooks ) { return isset( $hooks['hotel_site_rebuild_send'] ); } ) ), 'pending' => count( json_decode( (string) $GLOBALS['wpdb']->get_var( "SELECT option_value FROM {$GLOBALS['wpdb']->options} WHERE option_name = 'hotel_site_rebuild_pending'" ), true ) ) );`,
      Math.floor(Date.now() / 1000),
    ).result as { events: number; pending: number };
    expect(kept.events).toBe(1);
    expect(kept.pending).toBeGreaterThan(0);
    expect(kept.pending).toBeLessThanOrEqual(50);

    // WP-Cron's run, at the interval's end: one dispatch.
    const sent = cli(
      "$next = wp_next_scheduled( 'hotel_site_rebuild_send' ); wp_unschedule_event( $next, 'hotel_site_rebuild_send' ); do_action( 'hotel_site_rebuild_send' );",
      Math.floor(Date.now() / 1000) + 120,
    );
    expect(sent.dispatches).toHaveLength(1);

    const up = await wp.graphql<{ generalSettings: { title: string } }>('{ generalSettings { title } }');
    expect(up.data?.generalSettings.title).toEqual(expect.any(String));
    const memory = groupResidentMb(wp.webServerPid!);
    // More than nothing: the server and its workers were found.
    expect(memory).toBeGreaterThan(10);
    expect(memory).toBeLessThan(MEMORY_BOUND_MB);
    expect(Date.now() - started).toBeLessThan(120_000);
  });
});
