import { popoverShift, popoverSize } from '../../../src/features/widgets/popover-size';
import { tabForKey } from '../../../src/features/widgets/tab-index';

test('arrow keys move round the tabs; Home and End jump to the ends', () => {
  expect(tabForKey('ArrowRight', 0, 3)).toBe(1);
  expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
  expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
  expect(tabForKey('Home', 2, 3)).toBe(0);
  expect(tabForKey('End', 0, 3)).toBe(2);
  expect(tabForKey('Enter', 0, 3)).toBeNull();
});

test('popovers are 300 by 100 unless the editor sets a size', () => {
  expect(popoverSize(undefined, undefined)).toEqual({ width: 300, height: 100 });
  expect(popoverSize('420', '60')).toEqual({ width: 420, height: 60 });
  expect(popoverSize('wide', '0')).toEqual({ width: 300, height: 100 });
});

test('a popover near the window edge moves back inside it', () => {
  expect(popoverShift(500, 300, 1280)).toBe(0);
  expect(popoverShift(40, 300, 390)).toBe(8 - (40 - 150));
  expect(popoverShift(370, 300, 390)).toBe(390 - 8 - (370 + 150));
});
