// Answers in which the demo backend once differed from the real WordPress filled with the demo
// hotel, as the newest tested stack answers them (WordPress 7.1, WPGraphQL 2.20.0, WPGraphQL
// Polylang 0.7.1): the contract suite in __tests__/wordpress-real compares all of them; these
// hold the demo to them without PHP.
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

test('settings: the e-mail address is withheld from visitors without an error, English is an empty WPLANG', async () => {
  const { body } = await backend.graphql('{ generalSettings { title email language } }');
  expect(body.data.generalSettings).toEqual({ title: 'Hôtel Lumière Monte-Carlo', email: null, language: '' });
  expect(body.errors).toBeUndefined();
});

test('languages: ids of type Language; a home URL in the list, none on a page’s language', async () => {
  const { body } = await backend.graphql('{ languages { id homeUrl } page(id: "/fr/chambres/", idType: URI) { language { id homeUrl } } }');
  expect(body.data.languages[1]).toEqual({ id: Buffer.from('Language:fr').toString('base64'), homeUrl: `${backend.url}/fr/accueil/` });
  expect(body.data.page.language).toEqual({ id: Buffer.from('Language:fr').toString('base64'), homeUrl: null });
});

test('menus sorted by name; a menu item’s order is its place in the whole menu; equal orders newest first', async () => {
  const { body } = await backend.graphql('{ menus { nodes { name } } menuItems(first: 100) { nodes { databaseId label order } } }');
  expect(body.data.menus.nodes.map((m: { name: string }) => m.name)).toEqual([
    'Footer',
    'Fußzeile',
    'Hauptmenü',
    'Main menu',
    'Menu principal',
    'Pied de page',
  ]);
  const items = body.data.menuItems.nodes as { databaseId: number; label: string; order: number }[];
  expect(items.find((i) => i.databaseId === 209)).toMatchObject({ label: 'News', order: 9 });
  const firsts = items.filter((i) => i.order === 1).map((i) => i.databaseId);
  expect(firsts).toEqual([...firsts].sort((a, b) => b - a));
});

test('pages: a number of comments, menu order 0 as null, the privacy page only in the default language', async () => {
  const { body } = await backend.graphql('{ pages(first: 100, where: { language: ALL }) { nodes { uri commentCount menuOrder isPrivacyPage guid } } }');
  const pages = body.data.pages.nodes as { uri: string; menuOrder: number | null }[];
  const byUri = Object.fromEntries(pages.map((p) => [p.uri, p]));
  expect(byUri['/rooms/']).toMatchObject({ commentCount: 0 });
  expect(byUri['/privacy-policy/']).toMatchObject({ isPrivacyPage: true });
  expect(byUri['/fr/politique-de-confidentialite/']).toMatchObject({ isPrivacyPage: false });
  expect(pages.some((p) => p.menuOrder === 0)).toBe(false);
});

test('media: a video has no picture, and the second upload of a name gets -2', async () => {
  const { body } = await backend.graphql(
    '{ mediaItems(first: 100) { nodes { databaseId slug mimeType sourceUrl file title mediaDetails { file sizes { name } } } } }',
  );
  const media = body.data.mediaItems.nodes as {
    slug: string;
    mimeType: string;
    sourceUrl: string | null;
    file: string;
    title: string;
    mediaDetails: { file: string | null; sizes: unknown[] | null };
  }[];
  const video = media.find((m) => m.mimeType === 'video/webm')!;
  expect(video).toMatchObject({
    slug: 'bay-at-dusk-from-the-roof-2',
    sourceUrl: null,
    file: 'bay-at-dusk-from-the-roof.webm',
    mediaDetails: { file: null, sizes: null },
  });
  expect(media.find((m) => m.title.startsWith('Travellers'))?.title).toBe('Travellers’ Choice 2026');
});
