import { contentSyncRequest, manifestFile, readManifest } from '../../../scripts/preview/content-sync';

test('reads the manifest and post of the address WPGatsby sends editors to', () => {
  // As WordPress writes it (a space and colons in the manifest id), and as a browser sends it.
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/3122026-11-25 00:43:47/312')).toEqual({ manifestId: '3122026-11-25 00:43:47', postId: 312 });
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/3122026-11-25%2000%3A43%3A47/312/')).toEqual({
    manifestId: '3122026-11-25 00:43:47',
    postId: 312,
  });
});

test('refuses any other path, and manifest ids that could leave the manifests folder', () => {
  expect(contentSyncRequest('/rooms/')).toBeNull();
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/312')).toBeNull();
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/..%2F..%2Fsecret/312')).toBeNull();
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/312..%2Fx/312')).toBeNull();
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/%E0%A4%A/312')).toBeNull();
  expect(contentSyncRequest('/__preview/gatsby-source-wordpress/3122026/abc')).toBeNull();
  expect(manifestFile('/site', '3122026-11-25 00:43:47')).toBe('/site/public/__node-manifests/gatsby-source-wordpress/3122026-11-25 00:43:47.json');
});

test('a manifest names the page to show, says there is none, or is not there yet', () => {
  expect(
    readManifest(JSON.stringify({ node: { id: 'cG9zdDozMTI=' }, page: { path: '/generated-preview-path/page/312/' }, foundPageBy: 'context.id' })),
  ).toEqual({ state: 'ready', pagePath: '/generated-preview-path/page/312/' });
  expect(readManifest(JSON.stringify({ node: { id: 'x' }, page: { path: null }, foundPageBy: 'none' }))).toEqual({ state: 'no-page' });
  expect(readManifest(JSON.stringify({ page: { path: '//elsewhere.example/' } }))).toEqual({ state: 'pending' });
  expect(readManifest('{"page":')).toEqual({ state: 'pending' });
  expect(readManifest(null)).toEqual({ state: 'pending' });
});
