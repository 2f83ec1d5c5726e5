// The block editor's table of the site's features (wordpress/hotel-site/editor/features.js), run
// as WordPress runs it, a plain script on `window.wp`: its networks must be ones the site shows,
// and its YouTube reader must find the id in the addresses YouTube gives.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { readNetworks } from '../../src/features/share/share-networks';

type Features = {
  youtubeId: (address: string) => string | null;
  shareNetworks: [string, string][];
  followNetworks: [string, string][];
};

function loadFeatures(): Features {
  // WordPress's wp.i18n, as far as the script uses it: words untranslated, `%s` filled in order.
  const i18n = { __: (text: string) => text, sprintf: (format: string, ...values: unknown[]) => format.replace(/%s/g, () => String(values.shift())) };
  const window: { wp: unknown; hotelSiteFeatures?: Features } = { wp: { i18n } };
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, '../../wordpress/hotel-site/editor/features.js'), 'utf8'), { window, URL });
  if (!window.hotelSiteFeatures) throw new Error('features.js did not define window.hotelSiteFeatures');
  return window.hotelSiteFeatures;
}

const features = loadFeatures();

test('every network the sidebar offers is one the site shows, follow networks with their profile address', () => {
  const share = features.shareNetworks.map(([name]) => name);
  const follow = features.followNetworks.map(([name]) => name);
  const { buttons, dropped } = readNetworks([...share, ...follow].join(','), (network) => `https://example.com/${network}`);
  expect(dropped).toEqual([]);
  expect(buttons.map((button) => `${button.kind}:${button.network}`)).toEqual([...share.map((n) => `share:${n}`), ...follow.map((n) => `follow:${n}`)]);
});

test('a YouTube address gives its video id, whichever form YouTube gave it in; anything else gives none', () => {
  for (const address of [
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=Ab12',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ' aqz-KE-bpKQ ',
  ])
    expect(features.youtubeId(address)).toBe('aqz-KE-bpKQ');
  for (const address of [
    '',
    'https://vimeo.com/76979871',
    'https://www.youtube.com/@hotellumiere',
    'https://youtu.be/short',
    'javascript:alert(1)',
    'not a url',
  ])
    expect(features.youtubeId(address)).toBeNull();
});
