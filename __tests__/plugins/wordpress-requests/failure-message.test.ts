import { describeRequest, errorsWithoutData, failureMessage, retryNote, rootField } from '../../../plugins/wordpress-requests/failure-message';

const url = 'https://wp.example/graphql';
const once = { url, tries: 1, waitedMs: 0 };

// The shapes of gatsby-source-wordpress's own queries.
const listQuery = `query NODE_LIST_QUERY($first: Int!, $after: String) {
  pages(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } }
}`;
const singleQuery = `query SINGLE_CONTENT_QUERY($id: ID!) { page(id: $id) { id title } }`;
const mediaQuery = `query MEDIA_ITEMS { mediaItem__index_0: mediaItem(id: "https://wp.example/wp-content/uploads/spa.jpg", idType: SOURCE_URL) { id } }`;

test('a request is named by what it asks WordPress for: the object by its database id, a list, a media file', () => {
  expect(describeRequest(singleQuery, { id: Buffer.from('post:12').toString('base64') })).toBe('page 12');
  expect(describeRequest(listQuery, { first: 100, after: null })).toBe('the list of pages');
  expect(describeRequest(mediaQuery, {})).toBe('mediaItem https://wp.example/wp-content/uploads/spa.jpg');
  expect(describeRequest('{ generalSettings { url } }', undefined)).toBe('"generalSettings"');
  expect(rootField('query { __schema { types { name } } }')).toBe('__schema');
});

test('a refused login and a forbidden request name the setting and what guards it', () => {
  const subject = 'page 12';
  expect(failureMessage({ kind: 'status', status: 401, body: '' }, { ...once, subject })).toMatch(
    /^WordPress at https:\/\/wp\.example\/graphql \(WPGRAPHQL_URL\) answered HTTP 401 .* page 12\. .*basic authentication/,
  );
  expect(failureMessage({ kind: 'status', status: 403, body: '' }, { ...once, subject })).toMatch(/HTTP 403 .*security plugin.*firewall/);
  expect(failureMessage({ kind: 'status', status: 404, body: '<h1>Not Found</h1>' }, { ...once, subject })).toMatch(
    /no WPGraphQL answers there\. Check WPGRAPHQL_URL .*The answer began: "Not Found"\./,
  );
});

test('a 5xx says how often it was asked and how the answer began, without its markup', () => {
  const message = failureMessage(
    {
      kind: 'status',
      status: 500,
      body: '<html><head><style>p{}</style></head><body><p>There has been a <b>critical error</b> on this website.</p></body></html>',
    },
    { url, subject: 'the list of menuItems', tries: 3, waitedMs: 3000 },
  );
  expect(message).toBe(
    'WordPress at https://wp.example/graphql (WPGRAPHQL_URL) answered HTTP 500 when the build asked for the list of menuItems, 3 times over 3 s: WordPress failed on it (its PHP error log says why). The answer began: "There has been a critical error on this website.".',
  );
  expect(failureMessage({ kind: 'status', status: 503, body: '' }, { url, subject: 'page 3', tries: 5, waitedMs: 15000 })).toMatch(
    /5 times over 15 s: .*down or overloaded\.$/,
  );
});

test('no answer, an answer cut short, a time-out and an answer that is not JSON each say so', () => {
  const subject = 'page 12';
  expect(failureMessage({ kind: 'network', code: 'ECONNREFUSED' }, { url, subject, tries: 5, waitedMs: 15000 })).toMatch(
    /nothing answered \(connection refused\)/,
  );
  expect(failureMessage({ kind: 'network', code: 'CUT_SHORT' }, { url, subject, tries: 5, waitedMs: 15000 })).toMatch(/the answer was cut short/);
  expect(failureMessage({ kind: 'timeout', seconds: 30 }, { url, subject, tries: 3, waitedMs: 3000 })).toMatch(
    /did not answer within 30 s .* page 12, 3 times/,
  );
  expect(
    failureMessage(
      { kind: 'not-json', contentType: 'text/html; charset=UTF-8', body: '<b>Warning</b>: Undefined variable $x in functions.php' },
      { ...once, subject },
    ),
  ).toMatch(
    /answered text\/html; charset=UTF-8 when the build asked for page 12, where WPGraphQL answers JSON: a plugin or the theme prints output.*The answer began: "Warning : Undefined variable \$x in functions\.php"/,
  );
  expect(failureMessage({ kind: 'not-json', contentType: 'application/json', body: '' }, { ...once, subject })).toMatch(
    /answered nothing when the build asked for page 12, where WPGraphQL answers JSON/,
  );
});

test("the build's log says what failed and when it asks again", () => {
  expect(retryNote({ kind: 'status', status: 503, body: '' }, 'page 12', 2000)).toBe(
    "WordPress did not answer the build's request for page 12 (HTTP 503): asking again in 2 s.",
  );
});

test('errors count as a failure only when WPGraphQL answered no data at all', () => {
  expect(errorsWithoutData({ errors: [{ message: 'Cannot query field "x" on type "RootQuery".' }] })).toEqual(['Cannot query field "x" on type "RootQuery".']);
  expect(errorsWithoutData({ data: null, errors: [{ message: 'Internal server error', extensions: { debugMessage: 'Boom' } }] })).toEqual([
    'Internal server error: Boom',
  ]);
  expect(errorsWithoutData({ data: { page: null }, errors: [{ message: 'Not allowed' }] })).toBeNull();
  expect(errorsWithoutData({ data: { page: null } })).toBeNull();
});
