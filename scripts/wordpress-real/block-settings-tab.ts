// Where the block editor's sidebar shows the controls a plugin adds to the selected block. From
// WordPress 7.1 the sidebar opens a block that holds other blocks (a gallery, a cover, a group) on
// its "List View" sub-tab, with the controls under the "Settings" sub-tab beside it; WordPress 6.8
// shows them at once. An editor clicks "Settings" when that sub-tab is there, and so do the tests
// and the screenshots of docs/editors.md.
import type { Locator } from '@playwright/test';

/** Opens the "Settings" sub-tab of the selected block's sidebar when there is one; `panel` is what should then show. */
export async function showBlockSettings(sidebar: Locator, panel: Locator): Promise<void> {
  const settingsTab = sidebar.getByRole('tab', { name: 'Settings', exact: true });
  await panel.or(settingsTab).first().waitFor();
  if ((await panel.isVisible()) || !(await settingsTab.isVisible())) return;
  if ((await settingsTab.getAttribute('aria-selected')) !== 'true') await settingsTab.click();
}
