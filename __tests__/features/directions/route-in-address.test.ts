import { routeInAddress } from '../../../src/features/directions/route-in-address';

test('a hash or query that names a route key carries a route to show', () => {
  expect(routeInAddress('#pointa=Monaco%20station&travel-mode=walking', '')).toBe(true);
  expect(routeInAddress('', '?pointb=Place+du+Casino')).toBe(true);
  expect(routeInAddress('#route-option=1', '')).toBe(true);
});

test('no hash, an anchor or another query carry none', () => {
  expect(routeInAddress('', '')).toBe(false);
  expect(routeInAddress('#main', '')).toBe(false);
  expect(routeInAddress('', '?utm_source=newsletter')).toBe(false);
  expect(routeInAddress('#%E0%A4%A', '')).toBe(false);
});
