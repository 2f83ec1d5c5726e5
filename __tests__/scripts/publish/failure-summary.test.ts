import { failureSummary } from '../../../scripts/publish/failure-summary';

test("a plugin's panic: the message, without Gatsby's heading, excerpts or stack", () => {
  const output = [
    'success load plugins - 0.918s',
    '\u001b[31mERROR #11321\u001b[39m  API.NODE.EXECUTION',
    '',
    '"wordpress-requests" threw an error while running the onPreBootstrap lifecycle:',
    '',
    'WordPress at http://127.0.0.1:9/graphql (WPGRAPHQL_URL) answered HTTP 401 (a login is needed) when the build asked for "generalSettings".',
    '',
    '  17 |     if (!response.ok) reporter.panic(',
    '- gatsby-node.ts:17 onPreBootstrap',
  ].join('\n');
  expect(failureSummary(output, 1, null)).toBe(
    'WordPress at http://127.0.0.1:9/graphql (WPGRAPHQL_URL) answered HTTP 401 (a login is needed) when the build asked for "generalSettings".',
  );
});

test('a one-line error: the line', () => {
  const output =
    'success load plugins - 0.918s\nerror The cache in .cache/ and public/ holds the site built from http://a/graphql.\nnot finished onPreInit - 0.008s\n';
  expect(failureSummary(output, 1, null)).toBe('The cache in .cache/ and public/ holds the site built from http://a/graphql.');
});

test('the last error is the one that stopped the build', () => {
  const output =
    'error A page warned\n\nsome text\nERROR #85901 GRAPHQL\n\nThere was an error in your GraphQL query:\n\nCannot query field "x".\n\nFile: src/templates/page.tsx:40:5\n';
  expect(failureSummary(output, 1, null)).toBe('There was an error in your GraphQL query: Cannot query field "x".');
});

test('killed: says by what, since the log stops mid-line', () => {
  expect(failureSummary('building pages 40%', 1, 'SIGKILL')).toMatch(/^The build was stopped by SIGKILL before it finished \(the machine ran out of memory/);
});

test('no error in the log: the exit code', () => {
  expect(failureSummary('success', 3, null)).toBe('The build failed (exit code 3); its log says no more.');
});

test('a long message is cut to what wp-admin shows', () => {
  expect(failureSummary(`error ${'x'.repeat(1000)}`, 1, null)).toHaveLength(400);
});

test("gatsby-source-wordpress's one-line error: the message in its heading, then the object's type, without the plugin's checklist", () => {
  const output = [
    "warning WordPress did not answer the build's request for the list of pages (HTTP 500): asking again in 2 s.",
    'error  gatsby-source-wordpress  WordPress at http://wp/graphql (WPGRAPHQL_URL) answered HTTP 500 when the build asked for the list of pages, 3 times over 3 s: WordPress failed on it (its PHP error log says why). ',
    '',
    'Error occurred while fetching nodes of the "Page" type.',
    '',
    'GraphQL request to http://wp/graphql failed.',
    '',
    'Please ensure the following statements are true ',
    '  - your WordPress URL is correct in gatsby-config.js',
    'not finished source and transform nodes - 3.697s',
  ].join('\n');
  expect(failureSummary(output, 1, null)).toBe(
    'WordPress at http://wp/graphql (WPGRAPHQL_URL) answered HTTP 500 when the build asked for the list of pages, 3 times over 3 s: WordPress failed on it (its PHP error log says why). Error occurred while fetching nodes of the "Page" type.',
  );
});

test('a one-line error that starts with a short word keeps it', () => {
  expect(failureSummary('error A page could not be built.\n', 1, null)).toBe('A page could not be built.');
});
