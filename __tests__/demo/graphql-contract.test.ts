// The demo backend against what gatsby-source-wordpress asks a real WordPress (WPGraphQL +
// WPGatsby + WPGraphQL Polylang) and the answers recorded from one.
import fs from 'node:fs';
import path from 'node:path';
import { introspectionQuery, actionMonitorQuery } from 'gatsby-source-wordpress/dist/utils/graphql-queries';
import { supportedWpPluginVersions } from 'gatsby-source-wordpress/dist/supported-remote-plugin-versions';
import { shapeAgainst, shapeOf, startTestBackend, type TestBackend } from '../support/demo-backend';

const recorded = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/wordpress', name), 'utf8'));
const decode = (id: string) => Buffer.from(id, 'base64').toString('utf8');

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend();
});
afterAll(() => demo.stop());

describe('the cold start sequence of gatsby-source-wordpress', () => {
  test('a plain GET answers the "query or queryId" JSON error', async () => {
    const response = await fetch(`${demo.url}/graphql`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const body = await response.json();
    expect(body.errors[0].message).toBe('GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  });

  test('isWpGatsby, pretty permalinks and the site url', async () => {
    const first = await demo.graphql('{ isWpGatsby }');
    expect(first.contentType).toBe('application/json; charset=UTF-8');
    expect(first.body.data).toEqual({ isWpGatsby: true });
    const second = await demo.graphql('{ generalSettings { url } wpGatsby { arePrettyPermalinksEnabled } }');
    expect(second.body.data).toEqual({ generalSettings: { url: demo.url }, wpGatsby: { arePrettyPermalinksEnabled: true } });
  });

  test('the plugin versions satisfy the ranges the source plugin asks for', async () => {
    const { body } = await demo.graphql(
      `query C($wpgqlVersion: String!, $wpgatsbyVersion: String!) {
        wpGatsbyCompatibility(wpGatsbyVersionRange: $wpgatsbyVersion, wpGQLVersionRange: $wpgqlVersion) { satisfies { wpGQL wpGatsby } }
      }`,
      { wpgqlVersion: supportedWpPluginVersions.WPGraphQL.version, wpgatsbyVersion: supportedWpPluginVersions.WPGatsby.version },
    );
    expect(body.data.wpGatsbyCompatibility.satisfies).toEqual({ wpGQL: true, wpGatsby: true });
    const tooNew = await demo.graphql(
      '{ wpGatsbyCompatibility(wpGatsbyVersionRange: ">=3.0.0", wpGQLVersionRange: ">=2.0.0") { satisfies { wpGQL wpGatsby } } }',
    );
    expect(tooNew.body.data.wpGatsbyCompatibility.satisfies).toEqual({ wpGQL: false, wpGatsby: false });
  });

  test('schemaMd5 is a stable md5', async () => {
    const a = await demo.graphql('{ schemaMd5 generalSettings { url } }');
    const b = await demo.graphql('{ schemaMd5 }');
    expect(a.body.data.schemaMd5).toMatch(/^[0-9a-f]{32}$/);
    expect(b.body.data.schemaMd5).toBe(a.body.data.schemaMd5);
  });

  test('full introspection names the root RootQuery and the node types implement Node', async () => {
    const { status, body } = await demo.graphql(introspectionQuery);
    expect(status).toBe(200);
    const types: { name: string; interfaces: { name: string }[] | null }[] = body.data.__schema.types;
    expect(types.map((t) => t.name)).toContain('RootQuery');
    const { body: root } = await demo.graphql('{ __schema { queryType { name } } }');
    expect(root.data.__schema.queryType.name).toBe('RootQuery');
    for (const name of ['Page', 'MediaItem', 'Menu', 'MenuItem', 'Comment', 'User']) {
      expect(types.find((t) => t.name === name)?.interfaces?.map((i) => i.name)).toContain('Node');
    }
  });
});

describe('content answers', () => {
  const listQuery = (field: string, selection: string) =>
    `query L($after: String) { ${field}(first: 100, after: $after) { nodes { ${selection} } pageInfo { hasNextPage endCursor } } }`;

  async function all(field: string, selection = 'id databaseId') {
    const nodes: { id: string; databaseId: number }[] = [];
    let after: string | null = null;
    do {
      const { body } = await demo.graphql(listQuery(field, selection), { after });
      expect(body.errors).toBeUndefined();
      nodes.push(...body.data[field].nodes);
      after = body.data[field].pageInfo.hasNextPage ? body.data[field].pageInfo.endCursor : null;
    } while (after);
    return nodes;
  }

  test('pages in every language have the shape of a real Polylang answer', async () => {
    const query = `{ pages(first: 100) { nodes { id databaseId title uri isFrontPage language { code slug locale } translations { id uri } content } }
      languages { code slug locale name homeUrl } defaultLanguage { slug } generalSettings { title url language } }`;
    const { body } = await demo.graphql(query);
    const real = recorded('graphql-pages-with-polylang.json');
    expect(shapeAgainst(body.data, real.data)).toEqual(shapeOf(real.data));
    expect(body.extensions).toEqual(real.extensions);
    const pages = body.data.pages.nodes as { uri: string; isFrontPage: boolean; language: { slug: string }; translations: { uri: string }[] }[];
    expect(new Set(pages.map((p) => p.language.slug))).toEqual(new Set(['en', 'fr', 'de']));
    // As a real WordPress answers: only the default language's front page is at the root.
    expect(
      pages
        .filter((p) => p.isFrontPage)
        .map((p) => p.uri)
        .sort(),
    ).toEqual(['/', '/de/startseite/', '/fr/accueil/']);
    for (const p of pages.filter((x) => x.language.slug !== 'en')) expect(p.uri.startsWith(`/${p.language.slug}/`)).toBe(true);
    expect(pages.every((p) => p.translations.length === 2)).toBe(true);
    expect(body.data.defaultLanguage.slug).toBe('en');
  });

  test("other languages' front pages keep their slug wherever WordPress names them", async () => {
    const { body } = await demo.graphql(`{ page(id: "/", idType: URI) { uri link translations { uri link isFrontPage language { slug } } }
      languages { slug homeUrl } }`);
    const front = body.data.page;
    expect(front).toMatchObject({ uri: '/', link: `${demo.url}/` });
    const bySlug = Object.fromEntries(front.translations.map((t: { language: { slug: string } }) => [t.language.slug, t]));
    expect(bySlug.fr).toEqual({ uri: '/fr/accueil/', link: `${demo.url}/fr/accueil/`, isFrontPage: true, language: { slug: 'fr' } });
    expect(bySlug.de).toMatchObject({ uri: '/de/startseite/', isFrontPage: true });
    // Polylang's home of a language with a front page is that page's permalink.
    expect(body.data.languages).toEqual([
      { slug: 'en', homeUrl: `${demo.url}/` },
      { slug: 'fr', homeUrl: `${demo.url}/fr/accueil/` },
      { slug: 'de', homeUrl: `${demo.url}/de/startseite/` },
    ]);
  });

  test('ids are WPGraphQL global ids and unique across every node type', async () => {
    const lists = await Promise.all(['pages', 'mediaItems', 'menus', 'menuItems', 'comments', 'users'].map((f) => all(f)));
    const ids = lists.flat().map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [pages, media, menus, , comments, users] = lists;
    expect(pages.every((p) => decode(p.id) === `post:${p.databaseId}`)).toBe(true);
    expect(media.every((m) => decode(m.id) === `post:${m.databaseId}`)).toBe(true);
    expect(menus.every((m) => decode(m.id) === `term:${m.databaseId}`)).toBe(true);
    expect(comments.every((c) => decode(c.id) === `comment:${c.databaseId}`)).toBe(true);
    expect(users.every((u) => decode(u.id) === `user:${u.databaseId}`)).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(39);
  });

  test('small pages walk the whole list without repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { body } = await demo.graphql('query P($after: String) { pages(first: 7, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }', {
        after,
      });
      seen.push(...body.data.pages.nodes.map((n: { id: string }) => n.id));
      after = body.data.pages.pageInfo.hasNextPage ? body.data.pages.pageInfo.endCursor : null;
    } while (after);
    expect(seen.length).toBe((await all('pages')).length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('menus per language use Polylang locations', async () => {
    const { body } = await demo.graphql(
      '{ menuItems(first: 100, where: { location: PRIMARY___FR, parentDatabaseId: 0 }) { nodes { label path locations childItems { nodes { label path } } } } }',
    );
    const items = body.data.menuItems.nodes;
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.locations).toEqual(['PRIMARY___FR']);
      expect(item.path.startsWith('/fr/')).toBe(true);
    }
    expect(items.some((i: { childItems: { nodes: unknown[] } }) => i.childItems.nodes.length === 3)).toBe(true);
  });

  test('approved comments have the recorded shape and are threaded', async () => {
    const { body } = await demo.graphql(
      '{ comments(first: 100) { nodes { id databaseId parentId parentDatabaseId date content status author { node { __typename name url } } } } }',
    );
    const real = recorded('graphql-comments-query.json');
    const nodes = body.data.comments.nodes;
    const top = nodes.find((c: { parentDatabaseId: number }) => c.parentDatabaseId === 0);
    expect(shapeOf({ comments: { nodes: [top] } })).toEqual(shapeOf(real.data));
    expect(top.parentId).toBeNull();
    expect(top.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(nodes.some((c: { parentDatabaseId: number }) => c.parentDatabaseId !== 0)).toBe(true);
    expect(nodes.some((c: { author: { node: { __typename: string } } }) => c.author.node.__typename === 'User')).toBe(true);
  });

  test('media items point at files the backend serves', async () => {
    const { body } = await demo.graphql(
      '{ mediaItems(first: 100) { nodes { databaseId mediaItemUrl mimeType fileSize altText mediaDetails { width height } } } }',
    );
    const first = body.data.mediaItems.nodes[0];
    expect(first.altText).not.toBe('');
    const file = await fetch(first.mediaItemUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(first.mimeType);
    expect(Number(file.headers.get('content-length'))).toBe(first.fileSize);
    const bySource = await demo.graphql('query M($url: ID!) { mediaItem(id: $url, idType: SOURCE_URL) { databaseId } }', { url: first.mediaItemUrl });
    expect(bySource.body.data.mediaItem.databaseId).toBe(first.databaseId);
  });
});

describe('errors as WPGraphQL gives them', () => {
  test('an unknown field is a 200 with errors', async () => {
    const { status, contentType, body } = await demo.graphql('{ pages { nodes { noSuchField } } }');
    expect(status).toBe(200);
    expect(contentType).toBe('application/json; charset=UTF-8');
    expect(body.errors?.[0].message).toBe('Cannot query field "noSuchField" on type "Page".');
  });

  test('a missing node is a 200 with null', async () => {
    const { status, body } = await demo.graphql('{ page(id: "cG9zdDo5OTk5", idType: ID) { title } }');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { page: null } });
  });

  test('a syntax error is a 500 with errors', async () => {
    const { status, contentType, body } = await demo.graphql('{ pages { nodes { id }');
    expect(status).toBe(500);
    expect(contentType).toBe('application/json; charset=UTF-8');
    expect(body.errors?.[0].message).toMatch(/^Syntax Error/);
  });

  test('a body that is not JSON is a 500 with errors', async () => {
    const response = await fetch(`${demo.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query": ' });
    expect(response.status).toBe(500);
    expect((await response.json()).errors.length).toBe(1);
  });

  test('an unknown route is a 404 JSON answer', async () => {
    const response = await fetch(`${demo.url}/no/such/route`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  });

  test('CORS preflight is answered for any origin', async () => {
    const response = await fetch(`${demo.url}/graphql`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://hotel.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the action monitor for warm builds', () => {
  test('an edited page file is reported once as an UPDATE of that page', async () => {
    const copy = await startTestBackend({ copyContent: true });
    try {
      // WPGatsby lists entries from the second after the one `since` falls in.
      const before = Math.floor(Date.now() / 1000) * 1000 - 1;
      const empty = await copy.graphql(actionMonitorQuery, { since: before });
      expect(empty.body.data.actionMonitorActions.nodes).toEqual([]);

      const file = path.join(copy.contentDir, 'pages/en/spa.html');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Lumière Spa & Wellness'));
      copy.backend.reload();

      const { body } = await copy.graphql(actionMonitorQuery, { since: before });
      expect(body.data.actionMonitorActions.nodes).toEqual([
        {
          id: expect.any(String),
          title: 'Lumière Spa & Wellness',
          actionType: 'UPDATE',
          referencedNodeID: '17',
          referencedNodeStatus: 'publish',
          referencedNodeGlobalRelayID: Buffer.from('post:17').toString('base64'),
          referencedNodeSingularName: 'page',
          referencedNodePluralName: 'pages',
        },
      ]);
      const page = await copy.graphql('{ page(id: "cG9zdDoxNw==") { title modified } }');
      expect(page.body.data.page.title).toBe('Lumière Spa & Wellness');

      fs.rmSync(path.join(copy.contentDir, 'pages/de/datenschutz.html'));
      copy.backend.reload();
      const later = await copy.graphql(actionMonitorQuery, { since: before });
      // WordPress deletes the page's footer menu item with it. WPGatsby does not watch menu items;
      // the project's must-use plugin records the item's DELETE, so warm builds drop it too.
      const deletions = later.body.data.actionMonitorActions.nodes.filter((n: { actionType: string }) => n.actionType === 'DELETE');
      expect(deletions).toEqual([
        expect.objectContaining({ referencedNodeID: '283', referencedNodeSingularName: 'menuItem' }),
        expect.objectContaining({ referencedNodeID: '63', referencedNodeSingularName: 'page' }),
      ]);
      // And its author, whose list of pages changed.
      expect(
        later.body.data.actionMonitorActions.nodes.filter(
          (n: { referencedNodeSingularName: string }) => !['page', 'menuItem'].includes(n.referencedNodeSingularName),
        ),
      ).toEqual([expect.objectContaining({ actionType: 'UPDATE', referencedNodeID: '1', referencedNodeSingularName: 'user' })]);
      const footer = await copy.graphql('{ menuItem(id: 283, idType: DATABASE_ID) { databaseId } }');
      expect(footer.body.data.menuItem).toBeNull();
    } finally {
      await copy.stop();
    }
  });
});
