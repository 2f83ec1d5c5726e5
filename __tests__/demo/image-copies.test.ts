import { imageSize } from 'image-size';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

test('the copies named in srcset are served at their size; a copy WordPress would not make is not', async () => {
  const copy = await fetch(`${backend.url}/wp-content/uploads/2026/11/terrace-deck-sunset-300x200.jpg`);
  expect(copy.status).toBe(200);
  expect(copy.headers.get('content-type')).toBe('image/jpeg');
  expect(imageSize(new Uint8Array(await copy.arrayBuffer()))).toMatchObject({ width: 300, height: 200 });
  const thumbnail = await fetch(`${backend.url}/wp-content/uploads/2026/11/terrace-deck-sunset-150x150.jpg`);
  expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toMatchObject({ width: 150, height: 150 });
  expect((await fetch(`${backend.url}/wp-content/uploads/2026/11/terrace-deck-sunset-2048x1365.jpg`)).status).toBe(404);
});
