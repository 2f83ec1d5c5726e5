import { SITE_ICON } from '../../src/layout/site-icon';

test('the icon is an SVG written into the address, with nothing an address cannot hold left unescaped', () => {
  const [scheme, data] = [SITE_ICON.slice(0, SITE_ICON.indexOf(',') + 1), SITE_ICON.slice(SITE_ICON.indexOf(',') + 1)];
  expect(scheme).toBe('data:image/svg+xml,');
  expect(data).not.toMatch(/[#<>"]/);
  const svg = decodeURIComponent(data);
  expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>[\s\S]*<\/svg>$/);
  expect(svg).toContain("fill='#1f2a44'");
});
