import { internalPath } from '../../src/content/internal-link';

test('page links inside the site become the site’s links', () => {
  expect(internalPath('/rooms/')).toBe('/rooms/');
  expect(internalPath('/fr/chambres/suite-riviera/#tarifs')).toBe('/fr/chambres/suite-riviera/#tarifs');
});

test('files, WordPress paths, other sites and other schemes stay plain links', () => {
  for (const href of [
    '/static/abc/photo.jpg',
    '/wp-content/uploads/2026/11/a.jpg',
    '/wp-admin/',
    '/brochure.pdf',
    '//cdn.example/x',
    'https://other.example/',
    'mailto:a@b.example',
    undefined,
  ]) {
    expect(internalPath(href)).toBeNull();
  }
});

test("links to a front page's WordPress address go to its language's root", () => {
  const frontPages = { '/fr/accueil/': '/fr/' };
  expect(internalPath('/fr/accueil/', frontPages)).toBe('/fr/');
  expect(internalPath('/fr/accueil/#offres', frontPages)).toBe('/fr/#offres');
  expect(internalPath('/fr/chambres/', frontPages)).toBe('/fr/chambres/');
});
