// A new page in the block editor, and the controls a plugin adds to a block, reached as an editor
// does, in each tested WordPress.
// Selecting the block just inserted: WordPress 6.8's toolbar offers "Select parent block" when the
// editor selected a block inside it; 7.1 often shows no toolbar after the media dialog (a cover),
// and the editor clicks the block's name in the breadcrumb at the bottom of the editor instead.
// Then its settings: from 7.1 the sidebar may open a block that holds other blocks (a gallery) on
// its "List View" sub-tab, with the controls under the "Settings" sub-tab beside it; 6.8 shows
// them at once. The tests and the screenshots of docs/editors.md go the same way.
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The block editor of a new page at the WordPress at `origin`, past the starter patterns it may offer; its canvas. */
export async function openNewPage(page: Page, origin: string): Promise<FrameLocator> {
  await page.goto(`${origin}/wp-admin/post-new.php?post_type=page`);
  await page
    .getByRole('dialog', { name: 'Choose a pattern' })
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 15_000 })
    .catch(() => undefined);
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await canvas.getByRole('textbox', { name: 'Add title' }).waitFor();
  return canvas;
}

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
