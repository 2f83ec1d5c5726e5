import { decodeRelay, describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import { schemaSubsetDifferences, type Introspection } from '../../scripts/wordpress-real/contract/schema-subset';

const relay = (text: string) => Buffer.from(text).toString('base64');

describe('normalise', () => {
  test('origins become a placeholder, wherever they sit in a string', () => {
    expect(normalise({ url: 'http://127.0.0.1:8080/fr/', content: '<a href="http://127.0.0.1:8080/spa/">' }, { origin: 'http://127.0.0.1:8080' })).toEqual({
      url: '{origin}/fr/',
      content: '<a href="{origin}/spa/">',
    });
  });

  test('ids WordPress gave on import are mapped back to the demo ids, by kind', () => {
    const ids = { comment: { '7': 3 }, user: { '2': 5 }, term: { '11': 2 } };
    const answer = {
      id: relay('comment:7'),
      databaseId: 7,
      parentDatabaseId: 0,
      author: { node: { id: relay('user:2'), databaseId: 2 } },
      menu: { id: relay('term:11'), databaseId: 11 },
    };
    expect(normalise(answer, { origin: '', ids })).toEqual({
      id: relay('comment:3'),
      databaseId: 3,
      parentDatabaseId: 0,
      author: { node: { id: relay('user:5'), databaseId: 5 } },
      menu: { id: relay('term:2'), databaseId: 2 },
    });
  });

  test('an action names its node by a string id, mapped by the kind of its relay id', () => {
    const action = { referencedNodeID: '7', referencedNodeGlobalRelayID: relay('comment:7') };
    expect(normalise(action, { origin: '', ids: { comment: { '7': 3 } } })).toEqual({ referencedNodeID: '3', referencedNodeGlobalRelayID: relay('comment:3') });
  });

  test("an action's node id follows its node's kind, not that of the action's own id (a post)", () => {
    const action = { id: relay('post:900'), referencedNodeID: '26', referencedNodeGlobalRelayID: relay('term:26') };
    expect(normalise(action, { origin: '', ids: { term: { '26': 2 } } })).toEqual({
      id: relay('post:900'),
      referencedNodeID: '2',
      referencedNodeGlobalRelayID: relay('term:2'),
    });
  });

  test('import times and the schema checksum are taken out, dates of content are kept', () => {
    expect(normalise({ date: '2026-01-01T00:00:00', modified: '2026-11-24T09:00:00', modifiedGmt: null, schemaMd5: 'abc' }, { origin: '' })).toEqual({
      date: '2026-01-01T00:00:00',
      modified: '{modified}',
      modifiedGmt: null,
      schemaMd5: '{schemaMd5}',
    });
  });

  test("a connection's cursors and its nodes' numbered fields are mapped by the kind it lists", () => {
    const ids = { comment: { '7': 301 }, user: { '2': 1 } };
    const comments = {
      nodes: [{ id: relay('comment:7'), commentId: 7, author: { node: { id: relay('comment_author:7') } } }],
      pageInfo: { endCursor: relay('arrayconnection:7') },
    };
    expect(normalise(comments, { origin: '', ids })).toEqual({
      nodes: [{ id: relay('comment:301'), commentId: 301, author: { node: { id: relay('comment_author:301') } } }],
      pageInfo: { endCursor: relay('arrayconnection:301') },
    });
    expect(normalise({ id: relay('user:2'), userId: 2 }, { origin: '', ids })).toEqual({ id: relay('user:1'), userId: 1 });
  });

  test('what is drawn by chance or written by an image library is compared by presence', () => {
    const form = '<span class="wpcf7-quiz-label">How much is 3 + 4?</span> <input type="hidden" name="_wpcf7_quiz_answer_sum" value="a3d548ca" />';
    expect(normalise(form, { origin: '' })).toBe(
      '<span class="wpcf7-quiz-label">{quiz question}</span> <input type="hidden" name="_wpcf7_quiz_answer_sum" value="{quiz answer}" />',
    );
    expect(normalise({ mediaDetails: { sizes: [{ name: 'medium', fileSize: 15880 }] } }, { origin: '' })).toEqual({
      mediaDetails: { sizes: [{ name: 'medium', fileSize: '{fileSize}' }] },
    });
  });

  test('only base64 of a WordPress global id is read as one', () => {
    expect(decodeRelay(relay('post:12'))).toEqual({ kind: 'post', id: 12 });
    expect(decodeRelay('hotel')).toBeNull();
    expect(decodeRelay(relay('something:12'))).toBeNull();
  });
});

describe('differences', () => {
  const real = { data: { pages: { nodes: [{ uri: '/fr/accueil/', title: 'Accueil', isFrontPage: true }] } } };

  test('equal answers have none', () => {
    expect(differences(structuredClone(real), real)).toEqual([]);
  });

  test('a planted difference is reported with the field that differs', () => {
    const demo = structuredClone(real);
    demo.data.pages.nodes[0].uri = '/fr/';
    const found = differences(demo, real);
    expect(found).toEqual([{ path: '$.data.pages.nodes[0].uri', demo: '/fr/', real: '/fr/accueil/' }]);
    expect(describeDifferences(found)).toBe('$.data.pages.nodes[0].uri: demo "/fr/" ≠ real "/fr/accueil/"');
  });

  test('a field one side lacks, and lists of other lengths, are differences', () => {
    expect(differences({ a: 1, list: [1, 2] }, { b: 1, list: [1] })).toEqual([
      { path: '$.a', demo: 1, real: '(missing)' },
      { path: '$.list.length', demo: 2, real: 1 },
      { path: '$.b', demo: '(missing)', real: 1 },
    ]);
  });
});

describe('schema as a subset', () => {
  const type = (name: string, fields: [string, string][]) => ({
    kind: 'OBJECT',
    name,
    fields: fields.map(([field, of]) => ({ name: field, args: [], type: { kind: 'SCALAR', name: of, ofType: null } })),
  });
  const schema = (...types: ReturnType<typeof type>[]): Introspection => ({ __schema: { types } });

  test('the real schema may have more', () => {
    expect(
      schemaSubsetDifferences(
        schema(type('Page', [['uri', 'String']])),
        schema(
          type('Page', [
            ['uri', 'String'],
            ['link', 'String'],
          ]),
          type('Post', []),
        ),
      ),
    ).toEqual([]);
  });

  test('a field the real one lacks or types differently is a difference', () => {
    expect(
      schemaSubsetDifferences(
        schema(
          type('Page', [
            ['uri', 'String'],
            ['isHome', 'Boolean'],
          ]),
        ),
        schema(type('Page', [['uri', 'ID']])),
      ),
    ).toEqual([
      { path: 'type Page.uri', demo: 'String', real: 'ID' },
      { path: 'type Page.isHome', demo: 'Boolean', real: '(missing)' },
    ]);
  });
});
