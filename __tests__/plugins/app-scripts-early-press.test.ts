/** @jest-environment jsdom */
// The inline loader's record of the last press, read by code that comes after it
// (src/lib/early-press.ts): a press still held, or begun and ended before that code came.
import { runAppScriptsLoader } from '../support/app-scripts-loader';
import { earlyPressIn } from '../../src/lib/early-press';

beforeAll(() => {
  jest.useFakeTimers();
  runAppScriptsLoader();
});
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  document.body.innerHTML = '<div id="slider"><img id="slide" alt=""></div><p id="elsewhere">Text</p>';
});

/** The press the slider would learn of, as plain values: where it began, and how and where it ended. */
function pressInSlider() {
  const press = earlyPressIn(document.getElementById('slider') as HTMLElement);
  return press && { downX: press.down.clientX, up: press.up && `${press.up.type} at ${press.up.clientX}` };
}

// Each event a little later than the one before, as the browser stamps them: jsdom's stamps are
// whole milliseconds, and two events of a test often share one.
let clock = 1000;

/** A pointer event as the browser sends it, on the element `id`, at `clientX`. */
function pointer(type: string, id: string, clientX: number, pointerId = 1) {
  const event = new MouseEvent(type, { bubbles: true, clientX });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  Object.defineProperty(event, 'timeStamp', { value: (clock += 8) });
  document.getElementById(id)?.dispatchEvent(event);
}

test('a press still held inside the element is known, with where it began', () => {
  pointer('pointerdown', 'slide', 200);
  expect(pressInSlider()).toEqual({ downX: 200, up: null });
});

test('a press begun and ended is known with where it was let go, even outside the element', () => {
  pointer('pointerdown', 'slide', 200);
  pointer('pointerup', 'elsewhere', 130);
  expect(pressInSlider()).toEqual({ downX: 200, up: 'pointerup at 130' });
});

test('a press the browser cancelled is ended, and says so', () => {
  pointer('pointerdown', 'slide', 200);
  pointer('pointercancel', 'slide', 0);
  expect(pressInSlider()).toEqual({ downX: 200, up: 'pointercancel at 0' });
});

test('a new press after an ended one is held, not ended by the release before it', () => {
  pointer('pointerdown', 'slide', 200);
  pointer('pointerup', 'slide', 130);
  pointer('pointerdown', 'slide', 180);
  expect(pressInSlider()).toEqual({ downX: 180, up: null });
});

test("another finger's release does not end the press", () => {
  pointer('pointerdown', 'slide', 200, 7);
  pointer('pointerup', 'slide', 130, 8);
  expect(pressInSlider()).toEqual({ downX: 200, up: null });
});

test('a press that began elsewhere is not the element’s', () => {
  pointer('pointerdown', 'elsewhere', 200);
  expect(pressInSlider()).toBeNull();
});
