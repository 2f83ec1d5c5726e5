import { failureSummary } from '../../../scripts/publish/failure-summary';

test("a plugin's panic: the message, without Gatsby's heading, excerpts or stack", () => {
  const output = [
    'success load plugins - 0.918s',
    '\u001b[31mERROR #11321\u001b[39m  API.NODE.EXECUTION',
    '',
    '"wordpress-reachable" threw an error while running the onPreBootstrap lifecycle:',
    '',
    'Cannot reach WordPress GraphQL at http://127.0.0.1:9/graphql (ECONNREFUSED). Check WPGRAPHQL_URL and that WordPress with WPGraphQL and WPGatsby is up.',
    '',
    '  17 |     if (!response.ok) reporter.panic(',
    '- gatsby-node.ts:17 onPreBootstrap',
  ].join('\n');
  expect(failureSummary(output, 1, null)).toBe(
    'Cannot reach WordPress GraphQL at http://127.0.0.1:9/graphql (ECONNREFUSED). Check WPGRAPHQL_URL and that WordPress with WPGraphQL and WPGatsby is up.',
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
