import { demoOrigin, demoPort } from '../../src/config/demo-address.server';

test('the demo backend listens on 8790 unless DEMO_PORT moves it', () => {
  expect(demoOrigin({})).toBe('http://127.0.0.1:8790');
  expect(demoPort({ DEMO_PORT: '' })).toBe(8790);
  expect(demoOrigin({ DEMO_PORT: '9123' })).toBe('http://127.0.0.1:9123');
});
