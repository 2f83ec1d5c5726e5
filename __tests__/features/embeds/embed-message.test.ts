import { clampEmbedHeight, followableLink, frameForMessage, readEmbedMessage } from '../../../src/features/embeds/embed-message';

const frameWindow = { name: 'the embed' };
const otherWindow = { name: 'another frame' };
const frames = [{ secret: 'q8Xk2LmTz4', window: frameWindow }];

test('a height message with an alphanumeric secret is read, its height clamped to 200-1000 px', () => {
  expect(readEmbedMessage({ message: 'height', value: 512, secret: 'q8Xk2LmTz4' })).toEqual({ type: 'height', secret: 'q8Xk2LmTz4', height: 512 });
  expect(readEmbedMessage({ message: 'height', value: 12, secret: 'abc' })).toMatchObject({ height: 200 });
  expect(readEmbedMessage({ message: 'height', value: 99999, secret: 'abc' })).toMatchObject({ height: 1000 });
  expect(readEmbedMessage({ message: 'height', value: '340', secret: 'abc' })).toMatchObject({ height: 340 });
  expect([clampEmbedHeight(199.6), clampEmbedHeight(200), clampEmbedHeight(1000), clampEmbedHeight(1000.4)]).toEqual([200, 200, 1000, 1000]);
});

test('secrets that are not alphanumeric, and malformed messages, are ignored', () => {
  expect(readEmbedMessage({ message: 'height', value: 300, secret: 'q8X"]' })).toBeNull();
  expect(readEmbedMessage({ message: 'height', value: 300, secret: '' })).toBeNull();
  expect(readEmbedMessage({ message: 'height', value: 300 })).toBeNull();
  expect(readEmbedMessage({ message: 'height', value: 'tall', secret: 'abc' })).toBeNull();
  expect(readEmbedMessage({ message: 'scroll', value: 300, secret: 'abc' })).toBeNull();
  expect(readEmbedMessage('height:300')).toBeNull();
  expect(readEmbedMessage(null)).toBeNull();
});

test('a message counts only from the frame that carries its secret', () => {
  const message = readEmbedMessage({ message: 'height', value: 400, secret: 'q8Xk2LmTz4' })!;
  expect(frameForMessage(frames, message, frameWindow)).toBe(frames[0]);
  expect(frameForMessage(frames, message, otherWindow)).toBeNull();
  expect(frameForMessage(frames, message, null)).toBeNull();
  const wrongSecret = readEmbedMessage({ message: 'height', value: 400, secret: 'guessed1' })!;
  expect(frameForMessage(frames, wrongSecret, frameWindow)).toBeNull();
  expect(frameForMessage([{ secret: 'q8Xk2LmTz4', window: null }], message, null)).toBeNull();
});

test('a link from an embed is followed only on the embed’s own host', () => {
  const src = 'https://journal.example/2026/09/10/post/embed/#?secret=abc';
  expect(readEmbedMessage({ message: 'link', value: 'https://journal.example/2026/09/10/post/', secret: 'abc' })).toMatchObject({ type: 'link' });
  expect(followableLink('https://journal.example/2026/09/10/post/', src)).toBe('https://journal.example/2026/09/10/post/');
  expect(followableLink('https://evil.example/', src)).toBeNull();
  expect(followableLink('javascript:alert(1)', src)).toBeNull();
  expect(followableLink('not a url', src)).toBeNull();
});
