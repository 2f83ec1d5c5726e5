import fs from 'node:fs';
import path from 'node:path';
import { mediaFacts, webmSize } from '../../demo/wordpress/media-facts';

// The smallest WebM a recorder writes before its first frame: an empty EBML header, a segment of
// unknown size (a live recording), then Tracks > TrackEntry > Video with the picture's size.
const video = [0xe0, 0x88, 0xb0, 0x82, 0x05, 0x00, 0xba, 0x82, 0x02, 0xd0];
const trackEntry = [0xae, 0x80 | (3 + video.length), 0xd7, 0x81, 0x01, ...video];
const tracks = [0x16, 0x54, 0xae, 0x6b, 0x80 | trackEntry.length, ...trackEntry];
const webm = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x80,
  0x18,
  0x53,
  0x80,
  0x67,
  0x01,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  ...tracks,
  0x1f,
  0x43,
  0xb6,
  0x75,
  0xff,
]);

test('a WebM video’s size is read from its video track', () => {
  expect(webmSize(webm)).toEqual({ width: 1280, height: 720 });
  expect(mediaFacts('clip.webm', webm)).toEqual({ width: 1280, height: 720, mimeType: 'video/webm' });
  expect(webmSize(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
  expect(() => mediaFacts('broken.webm', Uint8Array.from([0]))).toThrow('no video track');
});

test('the demo media are images and one WebM video, with their sizes', () => {
  const dir = path.join(__dirname, '../../demo/content/media');
  const file = (name: string) => fs.readFileSync(path.join(dir, name));
  expect(mediaFacts('terrace-deck-sunset.jpg', file('terrace-deck-sunset.jpg'))).toEqual({ width: 1600, height: 1067, mimeType: 'image/jpeg' });
  expect(mediaFacts('bay-at-dusk-from-the-roof.webm', file('bay-at-dusk-from-the-roof.webm'))).toEqual({ width: 1280, height: 720, mimeType: 'video/webm' });
});
