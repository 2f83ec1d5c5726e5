// What editors do in WordPress, as the admin screens do it (WordPress's, Polylang's and Contact
// Form 7's own functions, run by eval.php as the administrator), chosen at random from a seed.
// Each operation reads the site's state first and returns null where it cannot apply (nothing in
// the trash to restore, say); the property test then picks another.

export type WordPressState = {
  pages: { id: number; status: string; language: string; parent: number; title: string; slug: string; order: number; translations: Record<string, number> }[];
  menus: { id: number; language: string; location: string; items: { id: number; object: number; parent: number; order: number }[] }[];
  comments: { id: number; post: number; status: string; parent: number }[];
  /** `used`: shown in a page's HTML (a featured image may be deleted; WordPress then shows none). */
  media: { id: number; used: boolean; image: boolean }[];
  forms: number[];
  frontPage: number;
  privacyPage: number;
  permalinks: string;
};

export const STATE_PHP = `
  $pages = array();
  foreach ( get_posts( array( 'post_type' => 'page', 'post_status' => array( 'publish', 'draft', 'future', 'private', 'trash' ), 'numberposts' => -1 ) ) as $p ) {
    $pages[] = array( 'id' => $p->ID, 'status' => $p->post_status, 'language' => (string) pll_get_post_language( $p->ID ), 'parent' => $p->post_parent,
      'title' => $p->post_title, 'slug' => $p->post_name, 'order' => $p->menu_order, 'translations' => (object) pll_get_post_translations( $p->ID ) );
  }
  $menus = array();
  $locations = get_nav_menu_locations();
  foreach ( wp_get_nav_menus() as $m ) {
    $location = array_search( $m->term_id, $locations );
    if ( false === $location ) continue;
    $items = array();
    foreach ( wp_get_nav_menu_items( $m->term_id, array( 'post_status' => 'any' ) ) as $i ) $items[] = array( 'id' => $i->ID, 'object' => (int) $i->object_id, 'parent' => (int) $i->menu_item_parent, 'order' => $i->menu_order );
    $parts = explode( '___', $location );
    $menus[] = array( 'id' => $m->term_id, 'location' => $parts[0], 'language' => isset( $parts[1] ) ? $parts[1] : 'en', 'items' => $items );
  }
  $comments = array();
  foreach ( get_comments( array( 'status' => 'all' ) ) as $c ) $comments[] = array( 'id' => (int) $c->comment_ID, 'post' => (int) $c->comment_post_ID, 'status' => wp_get_comment_status( $c ), 'parent' => (int) $c->comment_parent );
  global $wpdb;
  $media = array();
  foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1 ) ) as $a ) {
    $file = basename( get_attached_file( $a->ID ) );
    $used = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $wpdb->posts WHERE post_type = 'page' AND post_content LIKE %s", '%' . $wpdb->esc_like( pathinfo( $file, PATHINFO_FILENAME ) ) . '%' ) );
    $media[] = array( 'id' => $a->ID, 'used' => $used > 0, 'image' => 0 === strpos( $a->post_mime_type, 'image/' ) );
  }
  $forms = array_map( function ( $f ) { return $f->ID; }, get_posts( array( 'post_type' => 'wpcf7_contact_form', 'numberposts' => -1 ) ) );
  return array( 'pages' => $pages, 'menus' => $menus, 'comments' => $comments, 'media' => $media, 'forms' => $forms,
    'frontPage' => (int) get_option( 'page_on_front' ), 'privacyPage' => (int) get_option( 'wp_page_for_privacy_policy' ), 'permalinks' => get_option( 'permalink_structure' ) );
`;

export type Random = { pick: <T>(list: T[]) => T | undefined; int: (below: number) => number; word: () => string };

/** A small fast generator (mulberry32): the same seed gives the same operations. */
export function random(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const WORDS = ['Azur', 'Belvédère', 'Corniche', 'Dünen', 'Étoile', 'Fontvieille', 'Garten', 'Hafen', 'Île', 'Jardin', 'Küste', 'Lumière', 'Mistral', 'Nuit'];
  return { int, pick: (list) => (list.length ? list[int(list.length)] : undefined), word: () => `${WORDS[int(WORDS.length)]} ${int(1000)}` };
}

export type Operation = { name: string; plan: (state: WordPressState, rng: Random) => { label: string; php: string } | null | undefined | 0 };

/** A PHP literal: a single-quoted string (nothing interpolated), a number, or an array of them. */
const js = (value: unknown): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value && typeof value === 'object')
    return `array( ${Object.entries(value)
      .map(([key, item]) => `${js(key)} => ${js(item)}`)
      .join(', ')} )`;
  throw new Error(`No PHP literal for ${String(value)}`);
};
const published = (s: WordPressState) => s.pages.filter((p) => p.status === 'publish');
/** Front pages and the directions pages (the hotel's facts) stay published: the site needs them. */
const frontIds = (s: WordPressState) => Object.values(s.pages.find((p) => p.id === s.frontPage)?.translations ?? {});
const movable = (s: WordPressState) => published(s).filter((p) => !frontIds(s).includes(p.id) && !/^(location|acces|anfahrt)$/.test(p.slug));
const children = (s: WordPressState, id: number): number[] => s.pages.filter((p) => p.parent === id).flatMap((p) => [p.id, ...children(s, p.id)]);
const statusOp = (name: string, change: (id: number) => string): Operation => ({
  name,
  plan: (s, rng) => {
    const page = rng.pick(movable(s));
    return page && { label: `${name} page ${page.id} (${page.slug})`, php: change(page.id) };
  },
});
const menuItems = (s: WordPressState) => s.menus.flatMap((menu) => menu.items.map((item) => ({ menu, item })));
const approved = (s: WordPressState) => s.comments.filter((c) => c.status === 'approved');

export const OPERATIONS: Operation[] = [
  // Pages
  {
    name: 'create',
    plan: (s, rng) => {
      const language = rng.pick(['en', 'fr', 'de']) ?? 'en';
      const title = `Offre ${rng.word()}`;
      return {
        label: `create a ${language} page "${title}"`,
        php: `$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${js(title)}, 'post_content' => '<!-- wp:paragraph --><p>${rng.word()}</p><!-- /wp:paragraph -->' ) ); pll_set_post_language( $id, ${js(language)} );`,
      };
    },
  },
  {
    name: 'edit',
    plan: (s, rng) => {
      const page = rng.pick(published(s));
      const text = `Nouveau ${rng.word()}: ouvert tous les jours.`;
      return (
        page && {
          label: `edit page ${page.id}`,
          php: `wp_update_post( array( 'ID' => ${page.id}, 'post_content' => '<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->' . get_post( ${page.id} )->post_content ) );`,
        }
      );
    },
  },
  {
    name: 'retitle',
    plan: (s, rng) => {
      const page = rng.pick(published(s));
      const title = `${page?.title ?? ''} ${rng.word()}`;
      return page && { label: `retitle page ${page.id} to "${title}"`, php: `wp_update_post( array( 'ID' => ${page.id}, 'post_title' => ${js(title)} ) );` };
    },
  },
  {
    name: 'change slug',
    plan: (s, rng) => {
      const page = rng.pick(movable(s));
      const slug = `${page?.slug ?? ''}-${rng.int(1000)}`;
      return page && { label: `move page ${page.id} to slug ${slug}`, php: `wp_update_post( array( 'ID' => ${page.id}, 'post_name' => ${js(slug)} ) );` };
    },
  },
  {
    name: 'change parent',
    plan: (s, rng) => {
      const page = rng.pick(movable(s));
      if (!page) return null;
      const parents = published(s).filter(
        (p) => p.language === page.language && p.id !== page.id && !children(s, page.id).includes(p.id) && !frontIds(s).includes(p.id),
      );
      const parent = rng.int(4) === 0 ? 0 : (rng.pick(parents)?.id ?? 0);
      if (parent === page.parent) return null;
      return { label: `move page ${page.id} under ${parent}`, php: `wp_update_post( array( 'ID' => ${page.id}, 'post_parent' => ${parent} ) );` };
    },
  },
  {
    name: 'reorder',
    plan: (s, rng) => {
      const page = rng.pick(published(s));
      const order = rng.int(12);
      return page && { label: `page ${page.id} to position ${order}`, php: `wp_update_post( array( 'ID' => ${page.id}, 'menu_order' => ${order} ) );` };
    },
  },
  statusOp('unpublish', (id) => `wp_update_post( array( 'ID' => ${id}, 'post_status' => 'draft' ) );`),
  statusOp(
    'schedule',
    (id) =>
      `wp_update_post( array( 'ID' => ${id}, 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + YEAR_IN_SECONDS ), 'edit_date' => true ) );`,
  ),
  statusOp('make private', (id) => `wp_update_post( array( 'ID' => ${id}, 'post_status' => 'private' ) );`),
  statusOp('password-protect', (id) => `wp_update_post( array( 'ID' => ${id}, 'post_password' => 'lumiere' ) );`),
  statusOp('trash', (id) => `wp_trash_post( ${id} );`),
  {
    name: 'restore',
    plan: (s, rng) => {
      const page = rng.pick(s.pages.filter((p) => p.status === 'trash'));
      // WordPress restores to a draft; the editor then publishes it.
      return page && { label: `restore page ${page.id}`, php: `wp_untrash_post( ${page.id} ); wp_publish_post( ${page.id} );` };
    },
  },
  statusOp('delete', (id) => `wp_delete_post( ${id}, true );`),
  // Menus
  {
    name: 'menu add',
    plan: (s, rng) => {
      const menu = rng.pick(s.menus);
      const page = menu && rng.pick(published(s).filter((p) => p.language === menu.language));
      return (
        page && {
          label: `add page ${page.id} to menu ${menu.id}`,
          php: `wp_update_nav_menu_item( ${menu.id}, 0, array( 'menu-item-object-id' => ${page.id}, 'menu-item-object' => 'page', 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish', 'menu-item-position' => ${rng.int(12) + 1} ) );`,
        }
      );
    },
  },
  {
    name: 'menu remove',
    plan: (s, rng) => {
      const entry = rng.pick(menuItems(s));
      return entry && { label: `remove menu item ${entry.item.id}`, php: `wp_delete_post( ${entry.item.id}, true );` };
    },
  },
  {
    name: 'menu rename',
    plan: (s, rng) => {
      const entry = rng.pick(menuItems(s));
      const title = rng.word();
      return (
        entry && {
          label: `rename menu item ${entry.item.id} to "${title}"`,
          php: `wp_update_post( array( 'ID' => ${entry.item.id}, 'post_title' => ${js(title)} ) ); do_action( 'wp_update_nav_menu', ${entry.menu.id} );`,
        }
      );
    },
  },
  {
    name: 'menu reorder',
    plan: (s, rng) => {
      const menu = rng.pick(s.menus.filter((m) => m.items.length > 1));
      if (!menu) return null;
      const [a, b] = [rng.pick(menu.items), rng.pick(menu.items)];
      if (!a || !b || a.id === b.id) return null;
      return {
        label: `swap menu items ${a.id} and ${b.id}`,
        php: `wp_update_post( array( 'ID' => ${a.id}, 'menu_order' => ${b.order} ) ); wp_update_post( array( 'ID' => ${b.id}, 'menu_order' => ${a.order} ) ); do_action( 'wp_update_nav_menu', ${menu.id} );`,
      };
    },
  },
  {
    name: 'menu move to another location',
    plan: (s, rng) => {
      const entry = rng.pick(menuItems(s).filter(({ item }) => item.parent === 0));
      const other = entry && rng.pick(s.menus.filter((m) => m.language === entry.menu.language && m.id !== entry.menu.id));
      if (!entry || !other) return null;
      return {
        label: `move menu item ${entry.item.id} from menu ${entry.menu.id} to ${other.id}`,
        php: `foreach ( get_posts( array( 'post_type' => 'nav_menu_item', 'numberposts' => -1, 'meta_key' => '_menu_item_menu_item_parent', 'meta_value' => ${entry.item.id} ) ) as $child ) update_post_meta( $child->ID, '_menu_item_menu_item_parent', 0 );
              wp_set_object_terms( ${entry.item.id}, ${other.id}, 'nav_menu' ); wp_update_post( array( 'ID' => ${entry.item.id}, 'menu_order' => 99 ) );
              do_action( 'wp_update_nav_menu', ${entry.menu.id} ); do_action( 'wp_update_nav_menu', ${other.id} );`,
      };
    },
  },
  {
    name: 'menu nest',
    plan: (s, rng) => {
      const menu = rng.pick(s.menus.filter((m) => m.items.length > 1));
      const child = menu && rng.pick(menu.items);
      const parent = menu && rng.pick(menu.items.filter((i) => i.parent === 0 && i.id !== child?.id));
      if (!menu || !child || !parent || menu.items.some((i) => i.parent === child.id)) return null;
      return {
        label: `nest menu item ${child.id} under ${parent.id}`,
        php: `update_post_meta( ${child.id}, '_menu_item_menu_item_parent', ${parent.id} ); wp_update_post( array( 'ID' => ${child.id} ) ); do_action( 'wp_update_nav_menu', ${menu.id} );`,
      };
    },
  },
  // Settings
  { name: 'site title', plan: (_s, rng) => ({ label: 'change the site title', php: `update_option( 'blogname', ${js(`Hôtel ${rng.word()}`)} );` }) },
  { name: 'tagline', plan: (_s, rng) => ({ label: 'change the tagline', php: `update_option( 'blogdescription', ${js(`Sur la baie, ${rng.word()}`)} );` }) },
  {
    name: 'front page',
    plan: (s, rng) => {
      const page = rng.pick(movable(s).filter((p) => p.language === 'en' && p.parent === 0 && Object.keys(p.translations).length === 3));
      return page && { label: `make page ${page.id} the front page`, php: `update_option( 'page_on_front', ${page.id} );` };
    },
  },
  {
    name: 'privacy page',
    plan: (s, rng) => {
      const page = rng.pick(published(s).filter((p) => p.language === 'en' && p.id !== s.privacyPage));
      return page && { label: `make page ${page.id} the privacy page`, php: `update_option( 'wp_page_for_privacy_policy', ${page.id} );` };
    },
  },
  {
    name: 'permalink structure',
    plan: (s) => {
      const next = s.permalinks === '/%postname%/' ? '/%year%/%monthnum%/%postname%/' : '/%postname%/';
      return { label: `permalinks ${next}`, php: `global $wp_rewrite; $wp_rewrite->set_permalink_structure( ${js(next)} ); flush_rewrite_rules();` };
    },
  },
  // Media
  {
    name: 'media alternative text',
    plan: (s, rng) => {
      const item = rng.pick(s.media.filter((m) => m.image));
      return (
        item && {
          label: `alt text of media ${item.id}`,
          php: `update_post_meta( ${item.id}, '_wp_attachment_image_alt', ${js(`Vue ${rng.word()}`)} ); wp_update_post( array( 'ID' => ${item.id} ) );`,
        }
      );
    },
  },
  {
    name: 'media caption',
    plan: (s, rng) => {
      const item = rng.pick(s.media.filter((m) => m.image));
      return (
        item && { label: `caption of media ${item.id}`, php: `wp_update_post( array( 'ID' => ${item.id}, 'post_excerpt' => ${js(`Photo ${rng.word()}`)} ) );` }
      );
    },
  },
  {
    name: 'media replace file',
    plan: (s, rng) => {
      const [item, other] = [rng.pick(s.media.filter((m) => m.image)), rng.pick(s.media.filter((m) => m.image))];
      if (!item || !other || item.id === other.id) return null;
      return {
        label: `replace the file of media ${item.id} with that of ${other.id}`,
        php: `require_once ABSPATH . 'wp-admin/includes/image.php';
              $file = get_attached_file( ${item.id} ); copy( get_attached_file( ${other.id} ), $file );
              wp_update_attachment_metadata( ${item.id}, wp_generate_attachment_metadata( ${item.id}, $file ) ); wp_update_post( array( 'ID' => ${item.id} ) );`,
      };
    },
  },
  {
    name: 'media delete',
    plan: (s, rng) => {
      // Any photo, one pages show too (another language's copy of it keeps the file), or one
      // the editor uploads and deletes again.
      const item = rng.int(4) > 0 ? rng.pick(s.media) : undefined;
      if (item) return { label: `delete media ${item.id}${item.used ? ', shown in pages' : ''}`, php: `wp_delete_attachment( ${item.id}, true );` };
      const source = rng.pick(s.media.filter((m) => m.image));
      return (
        source && {
          label: `upload a photo, then delete it`,
          php: `require_once ABSPATH . 'wp-admin/includes/media.php'; require_once ABSPATH . 'wp-admin/includes/image.php';
                $file = wp_tempnam( 'unused.jpg' ); copy( get_attached_file( ${source.id} ), $file );
                $id = media_handle_sideload( array( 'name' => ${js(`unused-${rng.int(100000)}.jpg`)}, 'tmp_name' => $file ), 0 );
                if ( is_wp_error( $id ) ) throw new Exception( $id->get_error_message() );
                wp_delete_attachment( $id, true );`,
        }
      );
    },
  },
  // Comments
  {
    name: 'comment approve',
    plan: (s, rng) => {
      const page = rng.pick(published(s));
      return (
        page && {
          label: `a visitor's comment on page ${page.id}, approved`,
          php: `$id = wp_insert_comment( array( 'comment_post_ID' => ${page.id}, 'comment_author' => 'Ines Moreau', 'comment_author_email' => 'ines@example.org', 'comment_content' => ${js(`Séjour ${rng.word()}, merci !`)}, 'comment_approved' => 0 ) ); wp_set_comment_status( $id, 'approve' );`,
        }
      );
    },
  },
  {
    name: 'comment unapprove',
    plan: (s, rng) => {
      const comment = rng.pick(approved(s));
      return comment && { label: `unapprove comment ${comment.id}`, php: `wp_set_comment_status( ${comment.id}, 'hold' );` };
    },
  },
  {
    name: 'comment spam',
    plan: (s, rng) => {
      const comment = rng.pick(approved(s));
      return comment && { label: `mark comment ${comment.id} as spam`, php: `wp_spam_comment( ${comment.id} );` };
    },
  },
  {
    name: 'comment trash',
    plan: (s, rng) => {
      const comment = rng.pick(approved(s));
      return comment && { label: `trash comment ${comment.id}`, php: `wp_trash_comment( ${comment.id} );` };
    },
  },
  {
    name: 'comment reply',
    plan: (s, rng) => {
      const comment = rng.pick(approved(s).filter((c) => s.pages.some((p) => p.id === c.post && p.status === 'publish')));
      return (
        comment && {
          label: `staff reply to comment ${comment.id}`,
          php: `$user = wp_get_current_user(); wp_insert_comment( array( 'comment_post_ID' => ${comment.post}, 'comment_parent' => ${comment.id}, 'user_id' => $user->ID, 'comment_author' => $user->display_name, 'comment_author_email' => $user->user_email, 'comment_content' => ${js(`Merci, ${rng.word()}.`)}, 'comment_approved' => 1 ) );`,
        }
      );
    },
  },
  // Translations
  {
    name: 'translation add',
    plan: (s, rng) => {
      const page = rng.pick(published(s).filter((p) => p.language === 'en' && Object.keys(p.translations).length < 3));
      const language = page && ['fr', 'de'].find((l) => !page.translations[l]);
      if (!page || !language) return null;
      return {
        label: `add a ${language} translation of page ${page.id}`,
        php: `$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${js(`${page.title} (${language})`)}, 'post_content' => '<p>${rng.word()}</p>' ) );
              pll_set_post_language( $id, ${js(language)} ); pll_save_post_translations( array_merge( pll_get_post_translations( ${page.id} ), array( ${js(language)} => $id ) ) );`,
      };
    },
  },
  {
    name: 'translation unlink',
    plan: (s, rng) => {
      const page = rng.pick(movable(s).filter((p) => p.language !== 'en' && Object.keys(p.translations).length > 1));
      if (!page) return null;
      const rest = Object.fromEntries(Object.entries(page.translations).filter(([, id]) => id !== page.id));
      return {
        label: `unlink page ${page.id} from its translations`,
        php: `pll_save_post_translations( ${js(rest)} ); pll_save_post_translations( array( ${js(page.language)} => ${page.id} ) );`,
      };
    },
  },
  {
    name: 'translation relink',
    plan: (s, rng) => {
      // A page linked as the translation of another page than the one it translated: that page's
      // former translation in its language is left on its own.
      const page = rng.pick(movable(s).filter((p) => p.language !== 'en'));
      const target = page && rng.pick(published(s).filter((p) => p.language === 'en' && p.translations[page.language] !== page.id));
      if (!page || !target) return null;
      return {
        label: `link page ${page.id} as the ${page.language} translation of ${target.id}`,
        php: `pll_save_post_translations( array_merge( pll_get_post_translations( ${target.id} ), array( ${js(page.language)} => ${page.id} ) ) );`,
      };
    },
  },
  // Contact Form 7 and the hotel's facts
  {
    name: 'contact form edit',
    plan: (s, rng) => {
      const form = rng.pick(s.forms);
      const word = rng.word();
      return (
        form && {
          label: `edit contact form ${form}`,
          php: `$form = wpcf7_contact_form( ${form} ); $props = $form->get_properties(); $props['form'] = '<p>${word}</p>' . $props['form'];
                $props['messages']['mail_sent_ok'] = ${js(`Merci ! ${word}`)}; $form->set_properties( $props ); $form->save();`,
        }
      );
    },
  },
  {
    name: "hotel's facts",
    plan: (s, rng) => {
      const page = s.pages.find((p) => p.slug === 'location');
      const digits = `37793${String(100000 + rng.int(899999))}`;
      const shown = `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)} ${digits.slice(9)}`;
      // The address block's phone link: its number and the text it shows.
      return (
        page && {
          label: `the hotel's phone number to ${shown}`,
          php: `$p = get_post( ${page.id} ); wp_update_post( array( 'ID' => ${page.id}, 'post_content' => preg_replace( '#href="tel:[^"]*">[^<]*<#', ${js(`href="tel:+${digits}">${shown}<`)}, $p->post_content, 1 ) ) );`,
        }
      );
    },
  },
];
