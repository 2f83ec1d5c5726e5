// The pictures of docs/editors.md's "Is my change live?", taken where the tests see each state:
// only with UPDATE_EDITOR_SCREENSHOTS=1, so that an ordinary run (each stack's) leaves the ones
// committed as they are. Each is cropped to what it shows, to keep the files small.
import path from 'node:path';
import type { Locator } from '@playwright/test';

const OUT = path.resolve(__dirname, '../../../docs/editor-screenshots');

/** Saves `target` (with `also`, a part of it drawn outside its box, such as a sub-menu) as docs/editor-screenshots/<name>.png. */
export async function saveScreenshot(target: Locator, name: string, also?: Locator): Promise<void> {
  if (process.env.UPDATE_EDITOR_SCREENSHOTS !== '1') return;
  const file = path.join(OUT, `${name}.png`);
  if (!also) {
    await target.screenshot({ path: file });
    return;
  }
  const boxes = [await target.boundingBox(), await also.boundingBox()].filter((box) => box !== null);
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const clip = {
    x,
    y,
    width: Math.max(...boxes.map((box) => box.x + box.width)) - x,
    height: Math.max(...boxes.map((box) => box.y + box.height)) - y,
  };
  await target.page().screenshot({ path: file, clip });
}
