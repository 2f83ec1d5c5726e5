// What the project's plugin lets out of the real WordPress about comments visitors cannot see and
// commenters who asked to be forgotten (wordpress/hotel-site/includes/comment-visibility.php,
// comment-erasure.php, comment-actions.php): the public action monitor (`actionMonitorActions`,
// which anyone can read for seven days), the dispatches of the rebuild hook, and what WPGraphQL
// gives the build, which asks as an anonymous visitor.
import path from 'node:path';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';
import { outbox, type Outbox } from './support/outbox';

type Record = {
  title: string;
  slug: string;
  uri: string;
  content: string;
  actionType: string;
  referencedNodeID: string;
  referencedNodeSingularName: string;
  referencedNodeStatus: string;
};

const RECORDS = `{ actionMonitorActions(first: 100, where: { sinceTimestamp: 0 }) {
  nodes { title slug uri content actionType referencedNodeID referencedNodeSingularName referencedNodeStatus }
} }`;

const ERASE = path.join(__dirname, 'support/erase-personal-data.php');
const emailOf = (name: string) => `${name.toLowerCase().replace(/ /g, '.')}@example.org`;

describeWithWordPress('comments visitors cannot see, and commenters who asked to be forgotten', () => {
  let wp: BareWordPress;
  let hook: Outbox;
  let pageId: number;
  let protectedPageId: number;

  const records = async () => (await wp.graphql<{ actionMonitorActions: { nodes: Record[] } }>(RECORDS)).data?.actionMonitorActions.nodes ?? [];
  /** Every public record any field of which names the person: the name, its address form, the e-mail address. */
  const naming = async (name: string) => {
    const words = [name, name.replace(/ /g, '-'), emailOf(name)].map((word) => word.toLowerCase());
    return (await records()).filter((record) => words.some((word) => JSON.stringify(record).toLowerCase().includes(word)));
  };
  const recordsOf = async (commentId: number) =>
    (await records()).filter((record) => record.referencedNodeSingularName === 'comment' && record.referencedNodeID === String(commentId));
  /** A visitor's approved comment, saved as WordPress saves one; with the dispatches it sent. */
  const approvedComment = (author: string, onPage = pageId) => {
    const { result, dispatches } = hook.run(
      `return wp_insert_comment( array( 'comment_post_ID' => ${onPage}, 'comment_author' => '${author}', 'comment_author_email' => '${emailOf(author)}', 'comment_author_url' => 'https://example.org/', 'comment_content' => 'Is the terrace heated?', 'comment_author_IP' => '192.0.2.7', 'comment_approved' => 1 ) );`,
    );
    return { id: Number(result), dispatches };
  };
  /** What the build gets when it asks for one comment, and for each list it reads them from: all, the page's, each author's. */
  const asTheBuildSees = async (commentId: number, onPage = pageId) => {
    type Ids = { nodes: { databaseId: number }[] };
    const { data } = await wp.graphql<{
      comment: { databaseId: number; author: { node: { name: string } } } | null;
      comments: Ids;
      page: { comments: Ids } | null;
      users: { nodes: { comments: Ids }[] };
    }>(
      `{ comment(id: ${commentId}, idType: DATABASE_ID) { databaseId author { node { name } } } comments(first: 100) { nodes { databaseId } }
         page(id: ${onPage}, idType: DATABASE_ID) { comments(first: 100) { nodes { databaseId } } }
         users(first: 100) { nodes { comments(first: 100) { nodes { databaseId } } } } }`,
    );
    const lists = [data?.comments, data?.page?.comments, ...(data?.users.nodes ?? []).map((user) => user.comments)];
    return {
      single: data?.comment ?? null,
      listed: lists.some((list) => (list?.nodes ?? []).some((node) => node.databaseId === commentId)),
    };
  };

  beforeAll(async () => {
    wp = await startBareWordPress();
    hook = outbox(wp);
    [pageId, protectedPageId] = hook.run(
      `update_option( 'comment_moderation', 1 );
       return array(
         wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Terrace', 'post_status' => 'publish', 'comment_status' => 'open' ) ),
         wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Staff rota', 'post_status' => 'publish', 'comment_status' => 'open', 'post_password' => 'rota' ) )
       );`,
    ).result as [number, number];
  });
  afterAll(async () => {
    hook?.remove();
    await wp?.stop();
  });

  test("a commenter's erasure through Tools > Erase Personal Data: a build is asked for, the build gets the comment anonymised, and no public record keeps the name", async () => {
    const { id: commentId } = approvedComment('Nina Berg');
    // Her name is on the site, and in the record of the comment's approval.
    expect(await naming('Nina Berg')).not.toEqual([]);
    expect(await asTheBuildSees(commentId)).toMatchObject({ single: { author: { node: { name: 'Nina Berg' } } }, listed: true });

    const erased = hook.run(`require '${ERASE}'; return hotel_site_test_erase_personal_data( '${emailOf('Nina Berg')}' );`);
    expect(erased.result).toMatchObject({ status: 'request-completed', answers: [{ success: true, data: { items_removed: true } }] });
    expect(erased.dispatches).toHaveLength(1);
    expect((await asTheBuildSees(commentId)).single?.author.node.name).toBe('Anonymous');
    expect(await naming('Nina Berg')).toEqual([]);
    expect(await recordsOf(commentId)).toEqual([
      expect.objectContaining({ actionType: 'UPDATE', title: `Comment ${commentId}`, referencedNodeStatus: 'publish' }),
    ]);
  });

  test("an erased commenter's comment on a page since unpublished: the record made while it was on the site keeps no name", async () => {
    const barId = Number(
      hook.run("return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Bar', 'post_status' => 'publish', 'comment_status' => 'open' ) );")
        .result,
    );
    const { id: commentId } = approvedComment('Lea Dahl', barId);
    hook.run(`wp_update_post( array( 'ID' => ${barId}, 'post_status' => 'draft' ) );`);
    expect(await naming('Lea Dahl')).not.toEqual([]);
    const erased = hook.run(`require '${ERASE}'; return hotel_site_test_erase_personal_data( '${emailOf('Lea Dahl')}' );`);
    expect(erased.result).toMatchObject({ status: 'request-completed', answers: [{ success: true, data: { items_removed: true } }] });
    expect(await naming('Lea Dahl')).toEqual([]);
    expect(await recordsOf(commentId)).toEqual([expect.objectContaining({ actionType: 'DELETE', title: `Comment ${commentId}` })]);
  });

  test.each([
    ['unapproved', 'hold', 'unapproved', 'Ola Holm'],
    ['marked as spam', 'spam', 'spam', 'Per Lind'],
    ['trashed', 'trash', 'trash', 'Kai Moe'],
    ['deleted for good', 'delete', 'delete', 'Siv Ek'],
  ])('a comment %s: a build is asked for, and its public record names nobody', async (_event, status, recorded, author) => {
    const { id: commentId } = approvedComment(author);
    const taken = status === 'delete' ? hook.run(`wp_delete_comment( ${commentId}, true );`) : hook.run(`wp_set_comment_status( ${commentId}, '${status}' );`);
    expect(taken.dispatches).toHaveLength(1);
    expect(await recordsOf(commentId)).toEqual([
      expect.objectContaining({ actionType: 'DELETE', title: `Comment ${commentId}`, referencedNodeStatus: recorded }),
    ]);
    expect(await naming(author)).toEqual([]);
  });

  test('an editorial note on a published page: no build, no record, and the build cannot read it', async () => {
    // WordPress 6.9 and later: as the block editor adds a note (REST, type `note`); before, a
    // comment of that type is still no comment visitors see.
    const noteId = Number(
      hook.run(
        `if ( version_compare( get_bloginfo( 'version' ), '6.9', '>=' ) ) {
           $request = new WP_REST_Request( 'POST', '/wp/v2/comments' );
           $request->set_body_params( array( 'post' => ${pageId}, 'type' => 'note', 'content' => 'Check the winter prices with Nina.' ) );
           $response = rest_do_request( $request );
           if ( 201 !== $response->get_status() ) { throw new Exception( wp_json_encode( $response->get_data() ) ); }
           return $response->get_data()['id'];
         }
         return wp_insert_comment( array( 'comment_post_ID' => ${pageId}, 'comment_type' => 'note', 'comment_content' => 'Check the winter prices with Nina.', 'comment_approved' => 1, 'user_id' => 1, 'comment_author' => 'admin' ) );`,
      ).result,
    );
    expect(wp.run(`return get_comment( ${noteId} )->comment_approved;`)).toBe('"1"');
    expect(hook.run(`wp_update_comment( array( 'comment_ID' => ${noteId}, 'comment_content' => 'Prices checked.' ) );`).dispatches).toEqual([]);
    expect(await recordsOf(noteId)).toEqual([]);
    expect(await asTheBuildSees(noteId)).toEqual({ single: null, listed: false });
  });

  test('a comment on a password-protected page: approved at once or later, no build, no record, and the build cannot read it', async () => {
    const { id: approvedId, dispatches } = approvedComment('Tor Berg', protectedPageId);
    expect(dispatches).toEqual([]);
    const heldId = Number(
      wp.run(
        `return wp_insert_comment( array( 'comment_post_ID' => ${protectedPageId}, 'comment_author' => 'Tor Berg', 'comment_author_email' => '${emailOf('Tor Berg')}', 'comment_content' => 'Swap with me on Friday?', 'comment_approved' => 0 ) );`,
      ),
    );
    expect(hook.run(`wp_set_comment_status( ${heldId}, 'approve' );`).dispatches).toEqual([]);
    expect(hook.run(`wp_update_comment( array( 'comment_ID' => ${heldId}, 'comment_content' => 'Swap on Saturday?' ) );`).dispatches).toEqual([]);
    expect(await naming('Tor Berg')).toEqual([]);
    expect(await asTheBuildSees(approvedId, protectedPageId)).toEqual({ single: null, listed: false });
    expect(await asTheBuildSees(heldId, protectedPageId)).toEqual({ single: null, listed: false });
  });
  describe("Site Health's test of comment moderation", () => {
    type Result = { label: string; status: string; description: string; actions: string };
    /** Site Health's screen as WordPress builds it: every direct test run, its results given to the screen's script. */
    const SITE_HEALTH = `set_current_screen( 'site-health' );
      WP_Site_Health::get_instance()->enqueue_scripts();
      $data = wp_scripts()->get_data( 'site-health', 'data' );
      $start = strpos( $data, '{' );
      $screen = json_decode( substr( $data, $start, strrpos( $data, '}' ) - $start + 1 ), true );
      return array_values( array_filter( $screen['site_status']['direct'], function ( $result ) { return 'hotel_site_comment_moderation' === $result['test']; } ) );`;
    const settings = (moderation: number, previouslyApproved: number) =>
      `update_option( 'comment_moderation', ${moderation} ); update_option( 'comment_previously_approved', ${previouslyApproved} );`;
    /** The test's result with the rebuild hook configured, or not. */
    const siteHealth = (moderation: number, previouslyApproved: number, configured = true): Result[] =>
      configured
        ? (hook.run(settings(moderation, previouslyApproved) + SITE_HEALTH).result as Result[])
        : (JSON.parse(wp.run(settings(moderation, previouslyApproved) + SITE_HEALTH)) as Result[]);
    afterAll(() => {
      wp.run(settings(1, 1));
    });

    test("WordPress's default discussion settings with the hook configured: it warns, says who publishes at once, and what to change", () => {
      const [result] = siteHealth(0, 1);
      expect(result).toMatchObject({ status: 'recommended' });
      expect(result.description).toContain(
        'a visitor who knows an approved commenter&#039;s name and e-mail address gets a comment published at once, and a build of the site started',
      );
      expect(result.description).toContain('turn on &quot;Comment must be manually approved&quot;');
      expect(result.actions).toContain('/wp-admin/options-discussion.php');
    });

    test('every comment approved at once, with the hook configured: critical', () => {
      const [result] = siteHealth(0, 0);
      expect(result).toMatchObject({ status: 'critical' });
      expect(result.description).toContain('any visitor gets a comment published at once');
    });

    test('moderation on, or no hook to start builds: good', () => {
      expect(siteHealth(1, 1)).toEqual([expect.objectContaining({ status: 'good' })]);
      expect(siteHealth(1, 0)).toEqual([expect.objectContaining({ status: 'good' })]);
      expect(siteHealth(0, 1, false)).toEqual([expect.objectContaining({ status: 'good' })]);
    });
  });
});
