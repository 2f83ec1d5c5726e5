// The rebuild hook (wordpress/hotel-site/includes/rebuild*.php) on the real WordPress: what changes
// what the site shows asks for a workflow dispatch of the deploy workflow, and what does not
// (drafts, held comments, menus in no location) asks for none; dispatches are coalesced, at most
// one per interval whatever the interval set, the last change always sent (decision 012), and
// never from a visitor's request served by PHP's own server. GitHub is replaced by a file:
// support/rebuild-outbox.php on the command line (with the interval 0, which the hook raises to
// its minimum, unless a test sets one, and a clock tests move), support/rebuild-served.php for
// requests served over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { freePort } from '../../scripts/free-port';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

type Dispatch = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: { ref: string; inputs: { changes: string } };
  redirection: number;
};

describeWithWordPress('the rebuild hook', () => {
  let wp: BareWordPress;
  let outbox: string;

  type Run = { interval?: number; now?: number; refuse?: boolean; answer?: string; token?: string; user?: number };
  // A run that sets no clock gets one an hour after the last such run's, long in the past: no
  // interval keeps it from sending, and no later test's clock is reached.
  let clock = Math.floor(Date.now() / 1000) - 10_000_000;
  /** Runs PHP code as the administrator in one request; returns its result and the dispatches it sent. */
  const save = (code: string, { interval = 0, now, refuse = false, answer, token = '', user = 1 }: Run = {}): { result: unknown; dispatches: Dispatch[] } => {
    fs.writeFileSync(outbox, '');
    const printed = wp.php(
      path.join(__dirname, 'support/rebuild-outbox.php'),
      outbox,
      code,
      String(interval),
      String(now ?? (clock += 3600)),
      answer ?? (refuse ? 'refuse' : ''),
      token,
      String(user),
    );
    const dispatches = fs
      .readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Dispatch);
    return { result: printed ? JSON.parse(printed) : null, dispatches };
  };
  const changesOf = (dispatches: Dispatch[]) => dispatches.map((d) => d.body.inputs.changes.split(', '));

  beforeAll(async () => {
    wp = await startBareWordPress();
    fs.copyFileSync(path.join(__dirname, 'support/rebuild-served.php'), path.join(wp.wordpressDir, 'wp-content/mu-plugins/rebuild-served.php'));
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-outbox-')), 'dispatches.jsonl');
    save(`
      foreach ( array( array( 'English', 'en', 'en_US', 0 ), array( 'Français', 'fr', 'fr_FR', 1 ) ) as [ $name, $slug, $locale, $order ] ) {
        PLL()->model->languages->add( array( 'name' => $name, 'slug' => $slug, 'locale' => $locale, 'rtl' => false, 'term_group' => $order ) );
      }
      update_option( 'comment_moderation', 1 );
    `);
  });
  afterAll(async () => {
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  test('a page published, then its translation: each starts the deploy workflow, as GitHub expects a workflow dispatch', () => {
    const page = save(
      "$id = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa', 'post_status' => 'publish' ) ); pll_set_post_language( $id, 'en' ); return $id;",
    );
    expect(page.dispatches).toHaveLength(1);
    const [dispatch] = page.dispatches;
    // The workflow dispatch, which a token with the Actions permission alone may send (a
    // repository dispatch, at /repos/hotel/site/dispatches, needs one that can push code).
    expect(dispatch).toMatchObject({
      url: 'https://api.github.com/repos/hotel/site/actions/workflows/deploy.yml/dispatches',
      method: 'POST',
      headers: { Accept: 'application/vnd.github+json', Authorization: 'Bearer test-token', 'Content-Type': 'application/json' },
      body: { ref: 'main' },
    });
    // GitHub refuses a dispatch with an input the workflow does not declare (422), and the branch
    // is the one the workflow deploys from.
    const workflow = YAML.parse(fs.readFileSync(path.join(__dirname, '../../.github/workflows/deploy.yml'), 'utf8')) as {
      on: { push: { branches: string[] }; workflow_dispatch: { inputs: Record<string, unknown> } };
    };
    expect(Object.keys(dispatch.body.inputs)).toEqual(Object.keys(workflow.on.workflow_dispatch.inputs));
    expect(workflow.on.push.branches).toEqual([dispatch.body.ref]);
    expect(changesOf([dispatch])[0]).toContain(`page ${page.result}`);

    // The old hook sent nothing for a second save within a minute; there is no such window now.
    const translation = save(
      `$id = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa (FR)', 'post_status' => 'publish' ) ); pll_set_post_language( $id, 'fr' ); pll_save_post_translations( array( 'en' => ${page.result}, 'fr' => $id ) ); return $id;`,
    );
    expect(changesOf(translation.dispatches)).toEqual([expect.arrayContaining([`page ${translation.result}`])]);

    const edited = save(`wp_update_post( array( 'ID' => ${page.result}, 'post_content' => 'Open every day.' ) );`);
    expect(changesOf(edited.dispatches)).toEqual([expect.arrayContaining([`page ${page.result}`])]);
    const unpublished = save(`wp_trash_post( ${translation.result} );`);
    expect(changesOf(unpublished.dispatches)).toEqual([expect.arrayContaining([`page ${translation.result}`])]);
  });

  test('a draft saved sends nothing; published, it sends one', () => {
    const draft = save("return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Gym', 'post_status' => 'draft' ) );");
    expect(draft.dispatches).toEqual([]);
    expect(save(`wp_update_post( array( 'ID' => ${draft.result}, 'post_title' => 'Gym and pool' ) );`).dispatches).toEqual([]);
    expect(changesOf(save(`wp_publish_post( ${draft.result} );`).dispatches)).toEqual([expect.arrayContaining([`page ${draft.result}`])]);
  });

  test('many changes in one request make one dispatch that names them all', () => {
    const { result, dispatches } = save(
      "return array_map( function ( $title ) { return wp_insert_post( array( 'post_type' => 'page', 'post_title' => $title, 'post_status' => 'publish' ) ); }, array( 'Bar', 'Restaurant', 'Terrace' ) );",
    );
    expect(dispatches).toHaveLength(1);
    expect(changesOf(dispatches)[0]).toEqual(expect.arrayContaining((result as number[]).map((id) => `page ${id}`)));
  });

  test('a menu item added and a menu renamed, in a location', () => {
    const { result: menu } = save("return wp_create_nav_menu( 'Main' );");
    expect(changesOf(save(`set_theme_mod( 'nav_menu_locations', array( 'primary' => ${menu} ) );`).dispatches)).toEqual([
      expect.arrayContaining(['menu locations']),
    ]);
    const item = save(
      `return wp_update_nav_menu_item( ${menu}, 0, array( 'menu-item-title' => 'Spa', 'menu-item-url' => '/spa/', 'menu-item-status' => 'publish' ) );`,
    );
    expect(changesOf(item.dispatches)).toEqual([expect.arrayContaining([`menu item ${item.result}`])]);
    const renamed = save(`wp_update_nav_menu_object( ${menu}, array( 'menu-name' => 'Main menu' ) );`);
    expect(changesOf(renamed.dispatches)).toEqual([expect.arrayContaining([`menu ${menu}`])]);
  });

  test('a comment: held sends nothing; approved, edited and deleted each send one', () => {
    const { result: pageId } = save(
      "return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'News', 'post_status' => 'publish', 'comment_status' => 'open' ) );",
    );
    const held = save(
      `return wp_new_comment( array( 'comment_post_ID' => ${pageId}, 'comment_author' => 'Nina Berg', 'comment_author_email' => 'nina@example.org', 'comment_content' => 'Is the terrace heated?', 'comment_author_IP' => '192.0.2.1', 'user_id' => 0 ) );`,
    );
    expect(held.dispatches).toEqual([]);
    const id = Number(held.result);
    expect(save(`wp_update_comment( array( 'comment_ID' => ${id}, 'comment_content' => 'Is the terrace heated in winter?' ) );`).dispatches).toEqual([]);
    for (const code of [
      `wp_set_comment_status( ${id}, 'approve' );`,
      `wp_update_comment( array( 'comment_ID' => ${id}, 'comment_content' => 'Is it heated in January?' ) );`,
      `wp_delete_comment( ${id}, true );`,
    ]) {
      expect(changesOf(save(code).dispatches)).toEqual([expect.arrayContaining([`comment ${id}`])]);
    }
  });

  test('a media item uploaded and a site setting changed', () => {
    const media = save(
      "return wp_insert_attachment( array( 'post_title' => 'Pool', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), 'pool.jpg' );",
    );
    expect(changesOf(media.dispatches)).toEqual([expect.arrayContaining([`media ${media.result}`])]);
    expect(save("update_option( 'blogname', 'Hôtel Lumière, Monte-Carlo' );").dispatches).toHaveLength(1);
  });

  test('a menu in no location: its items come and go without a dispatch, and the public action monitor never names them', async () => {
    const { result: menu } = save("return wp_create_nav_menu( 'Board' );");
    const item = save(
      `return wp_update_nav_menu_item( ${menu}, 0, array( 'menu-item-title' => 'Board minutes draft', 'menu-item-url' => '/board/', 'menu-item-status' => 'publish' ) );`,
    );
    expect(item.dispatches).toEqual([]);
    expect(save(`wp_update_nav_menu_object( ${menu}, array( 'menu-name' => 'Board (internal)' ) );`).dispatches).toEqual([]);
    expect(save(`wp_delete_post( ${item.result}, true );`).dispatches).toEqual([]);
    const { data } = await wp.graphql<{ actionMonitorActions: { nodes: { title: string; actionType: string }[] } }>(
      '{ actionMonitorActions(first: 100, where: { sinceTimestamp: 0 }) { nodes { title actionType } } }',
    );
    expect(data?.actionMonitorActions.nodes.length).toBeGreaterThan(0);
    expect(data?.actionMonitorActions.nodes.map((n) => n.title)).not.toContain('Board minutes draft');
  });

  describe('coalesced: at most one dispatch per interval, the last change always sent', () => {
    const INTERVAL = 60;
    // Far ahead of the real clock, so that no earlier dispatch is within an interval of it.
    const T = Math.floor(Date.now() / 1000) + 100_000;
    /** WP-Cron's run of the hook's event at `now`: it is taken off the schedule, then run. */
    const cron = (now: number, run: Run = {}) =>
      save(
        `$next = wp_next_scheduled( 'hotel_site_rebuild_send' ); if ( $next ) { wp_unschedule_event( $next, 'hotel_site_rebuild_send' ); } do_action( 'hotel_site_rebuild_send' ); return wp_next_scheduled( 'hotel_site_rebuild_send' );`,
        { interval: INTERVAL, now, ...run },
      );
    const publish = (title: string, now: number, run: Run = {}) =>
      save(`return wp_insert_post( array( 'post_type' => 'page', 'post_title' => '${title}', 'post_status' => 'publish' ) );`, {
        interval: INTERVAL,
        now,
        ...run,
      });

    test('saves within the interval wait for its end and go out together; GitHub refusing one keeps it for the next turn', () => {
      const first = publish('Lobby', T);
      expect(changesOf(first.dispatches)).toEqual([expect.arrayContaining([`page ${first.result}`])]);
      const second = publish('Library', T + 10);
      const third = publish('Lounge', T + 20);
      expect([...second.dispatches, ...third.dispatches]).toEqual([]);
      // Too early: nothing, and the event stays for the interval's end.
      expect(cron(T + 59)).toEqual({ result: T + INTERVAL, dispatches: [] });
      const due = cron(T + INTERVAL);
      expect(changesOf(due.dispatches)).toEqual([expect.arrayContaining([`page ${second.result}`, `page ${third.result}`])]);
      expect(due.result).toBe(false);

      const refused = publish('Loggia', T + 2 * INTERVAL, { refuse: true });
      expect(changesOf(refused.dispatches)).toEqual([expect.arrayContaining([`page ${refused.result}`])]);
      const retried = cron(T + 3 * INTERVAL);
      expect(changesOf(retried.dispatches)).toEqual([expect.arrayContaining([`page ${refused.result}`])]);
      expect(cron(T + 4 * INTERVAL).dispatches).toEqual([]);
    });

    test('a comment flood with moderation off: no visitor’s request calls GitHub, one dispatch per interval, the last comment in the last one', async () => {
      const start = T + 10 * INTERVAL;
      const { result: pageId } = save(
        `update_option( 'comment_moderation', 0 ); $page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Terrace', 'post_status' => 'publish', 'comment_status' => 'open' ) );
         wp_insert_comment( array( 'comment_post_ID' => $page, 'comment_author' => 'Nina Berg', 'comment_author_email' => 'nina@example.org', 'comment_content' => 'Lovely.', 'comment_approved' => 1 ) );
         return $page;`,
        { interval: INTERVAL, now: start },
      );
      cron(start);
      const served = path.join(wp.stateDir, 'served-dispatches.jsonl');
      fs.rmSync(served, { force: true });
      /** A comment by an already approved commenter, sent as a visitor's browser sends it. */
      const comment = async (text: string) => {
        const { data, errors } = await wp.graphql<{ createComment: { success: boolean; comment: { databaseId: number } | null } }>(
          'mutation ($input: CreateCommentInput!) { createComment(input: $input) { success comment { databaseId } } }',
          { input: { commentOn: pageId, content: text, author: 'Nina Berg', authorEmail: 'nina@example.org' } },
        );
        expect(errors).toBeUndefined();
        // Approved at once: moderation is off and Nina has an approved comment.
        expect(data?.createComment.comment).not.toBeNull();
        return data!.createComment.comment!.databaseId;
      };
      const flood: number[] = [];
      for (let i = 0; i < 8; i++) flood.push(await comment(`Still lovely, ${i}.`));
      expect(fs.existsSync(served) ? fs.readFileSync(served, 'utf8') : '').toBe('');

      const first = cron(start + INTERVAL);
      expect(first.dispatches).toHaveLength(1);
      expect(changesOf(first.dispatches)[0]).toEqual(expect.arrayContaining(flood.map((id) => `comment ${id}`)));
      const late = [await comment('One more.'), await comment('And the last.')];
      expect(cron(start + INTERVAL + 30).dispatches).toEqual([]);
      const last = cron(start + 2 * INTERVAL);
      expect(last.dispatches).toHaveLength(1);
      expect(changesOf(last.dispatches)[0]).toEqual(expect.arrayContaining(late.map((id) => `comment ${id}`)));
      expect(fs.existsSync(served) ? fs.readFileSync(served, 'utf8') : '').toBe('');
    });

    test('an interval of 0, or below, does not switch the coalescing off: a minute at least', () => {
      for (const [i, interval] of [0, -30].entries()) {
        const start = T + (30 + 10 * i) * INTERVAL;
        expect(publish('Kiosk', start, { interval }).dispatches).toHaveLength(1);
        const second = publish('Kiosk annex', start + 1, { interval });
        expect(second.dispatches).toEqual([]);
        expect(cron(start + 59, { interval }).dispatches).toEqual([]);
        expect(changesOf(cron(start + 60, { interval }).dispatches)).toEqual([expect.arrayContaining([`page ${second.result}`])]);
      }
    });

    /** What wp-admin's notices show at the top of a page; other plugins' notices (WPGraphQL's opt-in) are among them. */
    const notice = (now: number, run: Run = {}) =>
      String(save("ob_start(); do_action( 'admin_notices' ); return ob_get_clean();", { interval: INTERVAL, now, ...run }).result);
    const STOPPED = 'The site is not being rebuilt';
    const refusals = (now: number) => save("return get_option( 'hotel_site_rebuild_refused' );", { interval: INTERVAL, now }).result;

    test('a token GitHub refuses for good is tried three times, then the hook stops and tells administrators what to fix; a new token sends what waited', () => {
      const start = T + 100 * INTERVAL;
      const refused = { answer: '401' };
      const first = publish('Sauna', start, refused);
      expect(first.dispatches).toHaveLength(1);
      expect(cron(start + INTERVAL, refused).dispatches).toHaveLength(1);
      const third = cron(start + 2 * INTERVAL, refused);
      expect(third.dispatches).toHaveLength(1);
      // Stopped: nothing scheduled, and a new change asks GitHub nothing.
      expect(third.result).toBe(false);
      const later = publish('Steam room', start + 3 * INTERVAL, refused);
      expect(later.dispatches).toEqual([]);
      expect(cron(start + 20 * INTERVAL, refused)).toEqual({ result: false, dispatches: [] });

      const shown = notice(start + 21 * INTERVAL);
      expect(shown).toContain('notice-error');
      expect(shown).toContain('GitHub refused the last 3 requests to start its deploy workflow (HTTP 401, “Bad credentials”)');
      expect(shown).toContain('HOTEL_SITE_GITHUB_TOKEN in wp-config.php is mistyped, expired or revoked');
      expect(shown).not.toContain('test-token');
      const editor = save("return wp_insert_user( array( 'user_login' => 'night-editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );", {
        interval: INTERVAL,
        now: start + 22 * INTERVAL,
      }).result as number;
      expect(notice(start + 22 * INTERVAL, { user: editor })).not.toContain(STOPPED);

      // The operator puts a new token in wp-config.php: the next page of wp-admin, an editor's
      // too, forgets the refusals and schedules what was kept, which the next run sends.
      expect(notice(start + 23 * INTERVAL, { token: 'new-token', user: editor })).not.toContain(STOPPED);
      expect(refusals(start + 23 * INTERVAL)).toBe(false);
      expect(save("return wp_next_scheduled( 'hotel_site_rebuild_send' );", { now: start + 23 * INTERVAL }).result).toBe(start + 23 * INTERVAL);
      const fixed = cron(start + 23 * INTERVAL, { token: 'new-token' });
      expect(fixed.dispatches).toHaveLength(1);
      expect(fixed.dispatches[0].headers.Authorization).toBe('Bearer new-token');
      expect(changesOf(fixed.dispatches)[0]).toEqual(expect.arrayContaining([`page ${first.result}`, `page ${later.result}`]));
      expect(notice(start + 24 * INTERVAL, { token: 'new-token' })).not.toContain(STOPPED);
      expect(refusals(start + 24 * INTERVAL)).toBe(false);
    });

    test('each lasting refusal names its fix; one refusal then a dispatch GitHub takes leaves no trace; GitHub down is retried without end', () => {
      const start = T + 200 * INTERVAL;
      const fixes: Record<string, string> = {
        '403': 'The token may not start workflows in hotel/site: give it access to that repository with the repository permission “Actions: Read and write”',
        '404': 'GitHub finds no workflow deploy.yml in hotel/site for this token: check HOTEL_SITE_REPOSITORY and HOTEL_SITE_WORKFLOW',
        '422': 'GitHub cannot start the workflow deploy.yml on the branch main: check that the branch exists (HOTEL_SITE_BRANCH',
      };
      for (const [i, [status, fix]] of Object.entries(fixes).entries()) {
        const at = start + 20 * i * INTERVAL;
        // A token of its own for each: the record of another token's refusals does not count.
        const run = { answer: status, token: `token-${status}` };
        publish(`Suite ${status}`, at, run);
        cron(at + INTERVAL, run);
        cron(at + 2 * INTERVAL, run);
        expect(notice(at + 3 * INTERVAL, run)).toContain(fix);
      }
      const at = start + 100 * INTERVAL;
      publish('Garden', at, { answer: '403' });
      expect(refusals(at)).toMatchObject({ count: 1, status: 403 });
      expect(cron(at + INTERVAL).dispatches).toHaveLength(1);
      expect(refusals(at + INTERVAL)).toBe(false);

      publish('Orangery', at + 2 * INTERVAL, { refuse: true });
      for (let turn = 3; turn < 8; turn++) expect(cron(at + turn * INTERVAL, { refuse: true }).dispatches).toHaveLength(1);
      expect(notice(at + 8 * INTERVAL)).not.toContain(STOPPED);
      expect(cron(at + 8 * INTERVAL).dispatches).toHaveLength(1);
    });

    describe('the token goes to GitHub and nowhere else', () => {
      const servers: ChildProcess[] = [];
      afterAll(() => {
        for (const server of servers) server.kill();
      });
      /** PHP's web server on a port of its own, logging every request it gets (support/redirect-served.php). */
      const serve = async (redirectTo = '') => {
        const port = await freePort();
        const log = path.join(path.dirname(outbox), `requests-${port}.jsonl`);
        fs.writeFileSync(log, '');
        const server = spawn('php', ['-S', `127.0.0.1:${port}`, path.join(__dirname, 'support/redirect-served.php')], {
          env: { ...process.env, REQUEST_LOG: log, REDIRECT_TO: redirectTo },
          stdio: 'ignore',
        });
        servers.push(server);
        for (let tries = 0; ; tries++) {
          const up = await new Promise<boolean>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.end();
              resolve(true);
            });
            socket.once('error', () => resolve(false));
          });
          if (up) break;
          if (tries > 50) throw new Error(`PHP's web server did not start on port ${port}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // The probe above is a request too, an empty one: the log starts after it.
        fs.writeFileSync(log, '');
        const requests = () =>
          fs
            .readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { host: string; path: string; authorization: string | null });
        return { port, requests };
      };

      test('a redirect to another host is not followed: the Authorization header never reaches it', async () => {
        // "localhost" and "127.0.0.1" are two hosts to WordPress's HTTP API, on one machine.
        const elsewhere = await serve();
        const github = await serve(`http://localhost:${elsewhere.port}`);
        const sent = publish('Hammam', T + 400 * INTERVAL, { answer: `relay:http://127.0.0.1:${github.port}` });
        expect(sent.dispatches).toHaveLength(1);
        expect(github.requests()).toEqual([
          { host: `127.0.0.1:${github.port}`, path: '/repos/hotel/site/actions/workflows/deploy.yml/dispatches', authorization: 'Bearer test-token' },
        ]);
        expect(elsewhere.requests()).toEqual([]);
        // GitHub redirects a renamed repository: the notice, once it stops, says so.
        expect(refusals(T + 400 * INTERVAL)).toMatchObject({ count: 1, status: 307, message: expect.stringContaining(`http://localhost:${elsewhere.port}/`) });
      });
    });
  });
});
