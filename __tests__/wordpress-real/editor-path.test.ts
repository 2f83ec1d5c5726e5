// What an editor does in the real WordPress reaches the site with the next warm build: a page
// edited, a comment approved, a menu item renamed, an image uploaded and used in a page, a page
// deleted with its menu item. And an edit saved while a build is running is not lost: the build
// after it shows it.
import fs from 'node:fs';
import path from 'node:path';
import { gatsbyBuild, releaseScratch, scratchProject } from '../../scripts/project-copy';
import { renameMenuItemPhp } from './support/menu-screen';
import { postGraphql, startRealWordPress, type RealWordPress } from './support/stacks';

let real: RealWordPress;
let project: string;
let env: Record<string, string>;

const html = (uri: string) => fs.readFileSync(path.join(project, 'public', uri, 'index.html'), 'utf8');
const built = (output: string) => expect(output).toMatch(/Done building|success/);

beforeAll(async () => {
  real = await startRealWordPress();
  project = scratchProject();
  env = { WPGRAPHQL_URL: real.graphqlUrl, FORCE_COLOR: '0', SITE_URL: 'https://www.hotel-lumiere.example' };
  const cold = await gatsbyBuild(project, env);
  if (cold.code !== 0) throw new Error(`The cold build against the real WordPress failed:\n${cold.output.slice(-4000)}`);
});
afterAll(async () => {
  await real?.stop();
  if (project) releaseScratch(project);
});

test('every language has its home page at its root, and the WordPress address leads there', () => {
  expect(html('/')).toContain('<html lang="en');
  expect(html('/fr/')).toContain('<html lang="fr');
  expect(html('/de/')).toContain('<html lang="de');
  expect(html('/fr/accueil/')).toMatch(/http-equiv="refresh" content="0; ?url=\/fr\/"/);
});

test('a page edit, an approved comment, a renamed menu item, a new image and a deleted page show after a warm build', async () => {
  expect(html('/spa/')).not.toContain('Open until midnight');
  expect(html('/rooms/')).toContain('href="/awards/"');

  // The editor changes the spa page.
  real.php('eval.php', "wp_update_post( array( 'ID' => 17, 'post_content' => '<p>Open until midnight every Friday.</p>' . get_post( 17 )->post_content ) );");
  // A visitor's comment, held for moderation, is approved in Comments.
  const sent = await postGraphql(
    real.origin,
    'mutation { createComment(input: {commentOn: 20, author: "Nina Berg", authorEmail: "nina@example.org", content: "Is the terrace heated in winter?"}) { success } }',
  );
  expect(sent.body).toMatchObject({ data: { createComment: { success: true } } });
  real.php(
    'eval.php',
    "$c = get_comments( array( 'status' => 'hold', 'author_email' => 'nina@example.org' ) ); wp_set_comment_status( $c[0]->comment_ID, 'approve' );",
  );
  // The awards page is deleted for good (emptied from the trash): WordPress deletes its menu item.
  real.php('eval.php', 'wp_delete_post( 19, true );');
  // The "News" item of the English primary menu is renamed in Appearance > Menus.
  real.php('eval.php', renameMenuItemPhp(209, 'Hotel news'));
  // An image is uploaded to the media library and placed on the restaurant page.
  const imageId = real.php(
    'eval.php',
    `require_once ABSPATH . 'wp-admin/includes/media.php'; require_once ABSPATH . 'wp-admin/includes/image.php';
     $file = wp_tempnam( 'new-terrace.jpg' ); copy( ${JSON.stringify(path.resolve(__dirname, '../../demo/content/media/terrace-deck-sunset.jpg'))}, $file );
     $id = media_handle_sideload( array( 'name' => 'new-terrace-view.jpg', 'tmp_name' => $file ), 0 );
     update_post_meta( $id, '_wp_attachment_image_alt', 'The new terrace at sunset' );
     $src = wp_get_attachment_image_url( $id, 'large' );
     wp_update_post( array( 'ID' => 16, 'post_content' => get_post( 16 )->post_content . '<figure class="wp-block-image size-large"><img src="' . $src . '" alt="The new terrace at sunset" class="wp-image-' . $id . '"/></figure>' ) );
     return $id;`,
  );
  expect(Number(imageId)).toBeGreaterThan(0);

  const warm = await gatsbyBuild(project, env);
  expect(warm.code).toBe(0);
  built(warm.output);
  expect(html('/spa/')).toContain('Open until midnight every Friday.');
  expect(html('/new-rooftop-terrace/')).toContain('Is the terrace heated in winter?');
  expect(html('/rooms/')).toContain('Hotel news');
  expect(html('/rooms/')).not.toContain('href="/awards/"');
  expect(fs.existsSync(path.join(project, 'public/awards/index.html'))).toBe(false);
  expect(html('/restaurant/')).toContain('alt="The new terrace at sunset"');
});

test('an edit saved while a build runs reaches the site with the next build', async () => {
  const running = gatsbyBuild(project, env);
  // The build has read WordPress within a few seconds; this edit lands after that.
  await new Promise((resolve) => setTimeout(resolve, 15000));
  real.php(
    'eval.php',
    "wp_update_post( array( 'ID' => 18, 'post_excerpt' => 'Late change', 'post_content' => '<p>Saved while the site was building.</p>' . get_post( 18 )->post_content ) );",
  );
  expect((await running).code).toBe(0);
  const next = await gatsbyBuild(project, env);
  expect(next.code).toBe(0);
  expect(html('/gallery/')).toContain('Saved while the site was building.');
});
