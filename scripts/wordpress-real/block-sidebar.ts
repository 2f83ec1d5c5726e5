// Reaching the controls a plugin adds to a block, as an editor does, in each tested WordPress.
// Selecting the block just inserted: WordPress 6.8's toolbar offers "Select parent block" when the
// editor selected a block inside it; 7.1 often shows no toolbar after the media dialog (a cover),
// and the editor clicks the block's name in the breadcrumb at the bottom of the editor instead.
// Then its settings: from 7.1 the sidebar may open a block that holds other blocks (a gallery) on
// its "List View" sub-tab, with the controls under the "Settings" sub-tab beside it; 6.8 shows
// them at once. The tests and the screenshots of docs/editors.md go the same way.
import type { Locator, Page } from '@playwright/test';

/** Selects the block `name` when the editor selected a block inside it. */
export async function selectParentBlock(page: Page, name: string): Promise<void> {
  const parent = page.getByRole('button', { name: `Select parent block: ${name}` });
  const crumb = page.getByRole('list', { name: 'Block breadcrumb' }).getByRole('button', { name, exact: true });
  if (await parent.isVisible()) await parent.click();
  else if (await crumb.isVisible()) await crumb.click();
}

/** Opens the "Settings" sub-tab of the selected block's sidebar when there is one; `panel` is what should then show. */
export async function showBlockSettings(sidebar: Locator, panel: Locator): Promise<void> {
  const settingsTab = sidebar.getByRole('tab', { name: 'Settings', exact: true });
  await panel.or(settingsTab).first().waitFor();
  if ((await panel.isVisible()) || !(await settingsTab.isVisible())) return;
  if ((await settingsTab.getAttribute('aria-selected')) !== 'true') await settingsTab.click();
}
