// What the real WordPress records in WPGatsby's action monitor when a visitor's comment is held,
// approved, edited, unapproved and deleted, with the project's comment monitor
// (wordpress/hotel-site/includes/comment-actions.php): the warm build fetches exactly these. The demo
// backend records the same (__tests__/demo/comment-actions.test.ts holds it to these answers).
import { actionsFromNow, describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

type Action = {
  actionType: string;
  referencedNodeID: string;
  referencedNodeSingularName: string;
  referencedNodePluralName: string;
  referencedNodeGlobalRelayID: string;
  referencedNodeStatus: string;
  title: string;
};

const ACTIONS = `query Actions($since: Float!) {
  actionMonitorActions(where: {sinceTimestamp: $since, orderby: {field: MODIFIED, order: DESC}}, first: 100) {
    nodes { actionType referencedNodeID referencedNodeSingularName referencedNodePluralName referencedNodeGlobalRelayID referencedNodeStatus title }
  }
}`;

const relayId = (text: string) => Buffer.from(text).toString('base64');

describeWithWordPress('comments in the action monitor', () => {
  let wp: BareWordPress;
  let pageId: number;
  let commentId: number;

  const actionsSince = async (since: number) =>
    (await wp.graphql<{ actionMonitorActions: { nodes: Action[] } }>(ACTIONS, { since })).data?.actionMonitorActions.nodes;
  const page = (): Action => ({
    actionType: 'UPDATE',
    referencedNodeID: String(pageId),
    referencedNodeSingularName: 'page',
    referencedNodePluralName: 'pages',
    referencedNodeGlobalRelayID: relayId(`post:${pageId}`),
    referencedNodeStatus: 'publish',
    title: 'Terrace',
  });
  const comment = (actionType: string, status: string): Action => ({
    actionType,
    referencedNodeID: String(commentId),
    referencedNodeSingularName: 'comment',
    referencedNodePluralName: 'comments',
    referencedNodeGlobalRelayID: relayId(`comment:${commentId}`),
    referencedNodeStatus: status,
    // A comment taken down keeps no name in the public record.
    title: actionType === 'DELETE' ? `Comment ${commentId}` : 'Nina Berg',
  });

  beforeAll(async () => {
    wp = await startBareWordPress();
    pageId = Number(
      wp.run(
        "update_option( 'comment_moderation', 1 ); return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Terrace', 'post_status' => 'publish', 'comment_status' => 'open' ) );",
      ),
    );
    // The page's own entry (its CREATE) is left out, as after an import made before WPGatsby
    // was active: the comment's entries are then the newer ones, as on the demo backend.
    wp.run(
      "foreach ( get_posts( array( 'post_type' => 'action_monitor', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) { wp_delete_post( $id, true ); }",
    );
  });
  afterAll(async () => {
    await wp?.stop();
  });

  test('a comment held for moderation records nothing; approved, it is created and its page refetched', async () => {
    const since = await actionsFromNow();
    const sent = await wp.graphql<{ createComment: unknown }>(
      `mutation { createComment(input: {commentOn: ${pageId}, author: "Nina Berg", authorEmail: "nina@example.org", content: "Is the terrace heated in winter?"}) { success comment { id } } }`,
    );
    expect(sent.data?.createComment).toEqual({ success: true, comment: null });
    expect(await actionsSince(since)).toEqual([]);

    commentId = Number(
      wp.run(
        "$c = get_comments( array( 'status' => 'hold', 'author_email' => 'nina@example.org' ) ); wp_set_comment_status( $c[0]->comment_ID, 'approve' ); return (int) $c[0]->comment_ID;",
      ),
    );
    // Both in the same second: the page's entry, made last, comes first.
    expect(await actionsSince(since)).toEqual([page(), comment('CREATE', 'publish')]);
  });

  test('an approved comment edited: an UPDATE of the comment alone', async () => {
    const since = await actionsFromNow();
    wp.run(`wp_update_comment( array( 'comment_ID' => ${commentId}, 'comment_content' => 'Is the terrace heated in January?' ) );`);
    expect(await actionsSince(since)).toEqual([comment('UPDATE', 'publish')]);
  });

  test('a held comment edited records nothing', async () => {
    wp.run(`wp_set_comment_status( ${commentId}, 'hold' );`);
    const since = await actionsFromNow();
    wp.run(`wp_update_comment( array( 'comment_ID' => ${commentId}, 'comment_content' => 'Is the terrace heated?' ) );`);
    expect(await actionsSince(since)).toEqual([]);
    wp.run(`wp_set_comment_status( ${commentId}, 'approve' );`);
  });

  test.each([
    ['unapproved', 'hold', 'unapproved'],
    ['marked as spam', 'spam', 'spam'],
    ['trashed', 'trash', 'trash'],
  ])('an approved comment %s: a DELETE of the comment, and its page refetched', async (_event, status, recorded) => {
    const since = await actionsFromNow();
    wp.run(`wp_set_comment_status( ${commentId}, '${status}' );`);
    // The comment's entry is a new one (its old one named Nina), so newer than the page's.
    expect(await actionsSince(since)).toEqual([comment('DELETE', recorded), page()]);
    wp.run(`wp_set_comment_status( ${commentId}, 'approve' );`);
  });

  test('an approved comment deleted for good: a DELETE, and its visible replies, moved up, updated', async () => {
    const replyId = Number(
      wp.run(
        `return wp_insert_comment( array( 'comment_post_ID' => ${pageId}, 'comment_parent' => ${commentId}, 'comment_author' => 'Hotel Lumière', 'comment_content' => 'It is.', 'comment_approved' => 1, 'user_id' => 1 ) );`,
      ),
    );
    const since = await actionsFromNow();
    wp.run(`wp_delete_comment( ${commentId}, true );`);
    const reply: Action = {
      ...comment('UPDATE', 'publish'),
      referencedNodeID: String(replyId),
      referencedNodeGlobalRelayID: relayId(`comment:${replyId}`),
      title: 'Hotel Lumière',
    };
    // Entries made in the same second come newest entry first: WPGatsby keeps one per node, so
    // the reply's (made with it) is newer than the page's; the comment's is a new one.
    expect(await actionsSince(since)).toEqual([comment('DELETE', 'delete'), reply, page()]);
  });

  test('a comment that needs no moderation: created at once, with its page', async () => {
    wp.run("update_option( 'comment_moderation', 0 ); update_option( 'comment_previously_approved', 0 );");
    const since = await actionsFromNow();
    const sent = await wp.graphql<{ createComment: { success: boolean; comment: { databaseId: number } | null } }>(
      `mutation { createComment(input: {commentOn: ${pageId}, author: "Ola Holm", authorEmail: "ola@example.org", content: "Do you have parking?"}) { success comment { databaseId } } }`,
    );
    const id = sent.data?.createComment.comment?.databaseId;
    expect(id).toEqual(expect.any(Number));
    expect(await actionsSince(since)).toEqual([
      { ...comment('CREATE', 'publish'), referencedNodeID: String(id), referencedNodeGlobalRelayID: relayId(`comment:${id}`), title: 'Ola Holm' },
      page(),
    ]);
  });
});
