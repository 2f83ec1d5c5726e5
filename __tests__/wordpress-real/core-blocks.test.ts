// docs/editors.md's table of blocks, held to the real block editor of each supported WordPress:
// every block the editor knows is in it, those it says the plugin removes are not in the inserter
// and give its reason, the others are. On WordPress 7.1, whose core Accordion and Tabs the plugin
// removes (decision 022), a page that already holds them, as the block editor saves them, opens
// as valid blocks with the reason in the sidebar, and reads on the built site as the site's own
// accordion and tabs, by mouse and keyboard, with nothing for axe to find.
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER } from '../../scripts/chromium-flags';
import { openNewPage } from '../../scripts/wordpress-real/block-sidebar';
import { logIn } from '../../scripts/wordpress-real/log-in';
import { blockTable, type BlockAnswer } from './support/block-table';
import { startRealWordPress, type RealWordPress } from './support/stacks';
import { visitSiteBuiltFrom } from './support/static-site';
import testedStacks from '../../wordpress/tested-stacks.json';

// Every tested stack, oldest first, from the folder that holds them: beside the checkout, or
// WORDPRESS_STACKS where the checkout is elsewhere (CI's WordPress lane runs in a worktree).
const shared = path.resolve(process.env.WORDPRESS_STACKS ?? path.join(__dirname, '../../../shared/wordpress'));
const STACKS = testedStacks.map(({ file, versions }) => ({ wordpress: versions.wordpress, stackFile: path.join(shared, file) }));

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_BROWSER, args: CHROMIUM_FLAGS });
});
afterAll(async () => {
  await browser?.close();
});

type OfferedBlock = { name: string; title: string; description: string; parents: string[]; inserter: boolean; atRoot: boolean };

/** Every block type the open editor knows, whether its inserter may offer it, and whether it does at the page's top level. */
const offeredBlocks = (page: Page): Promise<OfferedBlock[]> =>
  page.evaluate(`(() => {
    const atRoot = new Set(wp.data.select('core/block-editor').getInserterItems().map((item) => item.name));
    return wp.blocks.getBlockTypes().map((type) => ({
      name: type.name,
      title: type.title,
      description: type.description,
      parents: [...(type.parent || []), ...(type.ancestor || [])],
      inserter: wp.blocks.hasBlockSupport(type.name, 'inserter', true),
      atRoot: atRoot.has(type.name),
    }));
  })()`);

/** What is wrong with a block's answer in the table, as the editor shows the block; nothing when it holds. */
function problemsOf(block: OfferedBlock, answer: BlockAnswer, table: ReturnType<typeof blockTable>): string[] {
  switch (answer.kind) {
    case 'removed':
      return [
        ...(block.inserter || block.atRoot ? [`${block.name} is in the inserter`] : []),
        ...(block.description !== table.reasons.get(answer.reason) ? [`${block.name} says "${block.description}", not the reason "${answer.reason}"`] : []),
      ];
    case 'works':
    case 'made to work by the site':
      return block.atRoot ? [] : [`${block.name} is not in the inserter`];
    case "not in WordPress's inserter":
      return block.inserter ? [`${block.name} is in the inserter`] : [];
    case 'inside':
      // The parent by the title the table gives it: WordPress retitles blocks between versions.
      return block.parents.some((parent) => table.blocks.get(parent)?.title === answer.parent)
        ? []
        : [`${block.name} goes inside ${block.parents.join(', ')}, not ${answer.parent}`];
  }
}

describe.each(STACKS)('WordPress $wordpress', ({ wordpress, stackFile }) => {
  const newest = wordpress === STACKS[STACKS.length - 1].wordpress;
  let real: RealWordPress;
  beforeAll(async () => {
    // The demo hotel only where the site is built.
    real = await startRealWordPress({ stackFile, importDemo: newest });
  });
  afterAll(async () => {
    await real?.stop();
  });

  test("every block the editor knows is in docs/editors.md's table, and its answer holds: a removed block is not in the inserter and gives its reason", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await logIn(page, real.origin, { login: 'admin', password: real.adminPassword });
    await openNewPage(page, real.origin);
    const offered = await offeredBlocks(page);
    await page.close();

    const table = blockTable();
    const { blocks } = table;
    expect(offered.map((block) => block.name).filter((name) => !blocks.has(name))).toEqual([]);
    // The reading itself: the table's removed blocks are among what the editor knows.
    expect(offered.filter((block) => blocks.get(block.name)?.kind === 'removed').map((block) => block.name)).toContain('core/search');
    expect(offered.flatMap((block) => problemsOf(block, blocks.get(block.name) as BlockAnswer, table))).toEqual([]);

    if (newest) {
      // The table is of this WordPress: it lists no block that WordPress does not have, in the
      // editor or registered on the server only (blocks of the widget screens).
      const server = JSON.parse(real.php('eval.php', 'return array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() );')) as string[];
      const known = new Set([...offered.map((block) => block.name), ...server]);
      expect([...blocks.keys()].filter((name) => !known.has(name))).toEqual([]);
    }
  });

  if (!newest) return;

  test('searching the inserter for an accordion or tabs finds the ones the site makes work, not the core blocks', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await logIn(page, real.origin, { login: 'admin', password: real.adminPassword });
    await openNewPage(page, real.origin);
    await page.getByRole('button', { name: 'Block Inserter', exact: true }).click();
    // The inserter's answer to `words`, read when it lists `expected` (patterns are options too).
    // The list is drawn again as the results come, so it is read until one reading has it.
    const found = async (words: string, expected: string) => {
      await page.getByRole('searchbox', { name: /Search/ }).fill(words);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const texts = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
        if (texts.includes(expected) || Date.now() > deadline) {
          expect(texts).toContain(expected);
          return texts;
        }
        await page.waitForTimeout(200);
      }
    };
    const accordion = await found('accordion', 'Details');
    expect(accordion).not.toContain('Accordion');
    // One Tabs: the plugin's (core Tabs would be a second).
    expect((await found('tabs', 'Tabs')).filter((text) => text === 'Tabs')).toHaveLength(1);
    await page.close();
  });

  test(
    'a page that already holds a core Accordion and core Tabs opens as valid blocks with the reason, and visitors open them by mouse and keyboard',
    async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await logIn(page, real.origin, { login: 'admin', password: real.adminPassword });
      await openNewPage(page, real.origin);
      // What the block editor saves for them, as an editor would have before the plugin hid them.
      const content: string = await page.evaluate(`(() => {
        const b = wp.blocks.createBlock;
        const item = (title, text, open) => b('core/accordion-item', { openByDefault: open }, [
          b('core/accordion-heading', { title }),
          b('core/accordion-panel', {}, [b('core/paragraph', { content: text })]),
        ]);
        const panel = (label, text) => b('core/tab-panel', { label }, [b('core/paragraph', { content: text })]);
        return wp.blocks.serialize([
          b('core/heading', { level: 2, content: 'Good to know' }),
          b('core/accordion', {}, [item('Breakfast', 'Served from seven.', false), item('Parking', 'Valet parking.', true)]),
          b('core/tabs', {}, [
            b('core/tab-list', { tabs: [{ label: 'Rooms' }, { label: 'Suites' }] }),
            b('core/tab-panels', {}, [panel('Rooms', 'Sea view rooms.'), panel('Suites', 'Suites with terrace.')]),
          ]),
        ]);
      })()`);
      const id = Number(
        real.php(
          'eval.php',
          `$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Good to know', 'post_name' => 'good-to-know', 'post_content' => wp_slash( base64_decode( '${Buffer.from(content).toString('base64')}' ) ) ) ); pll_set_post_language( $id, 'en' ); echo $id;`,
        ),
      );

      await page.goto(`${real.origin}/wp-admin/post.php?post=${id}&action=edit`);
      await page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'Add title' }).waitFor();
      const opened = await page.evaluate(`(() => {
        const blocks = wp.data.select('core/block-editor').getBlocks();
        const invalid = [];
        const walk = (list) => list.forEach((block) => { if (!block.isValid) invalid.push(block.name); walk(block.innerBlocks); });
        walk(blocks);
        const accordion = blocks.find((block) => block.name === 'core/accordion');
        wp.data.dispatch('core/block-editor').selectBlock(accordion.clientId);
        return { invalid, names: blocks.map((block) => block.name) };
      })()`);
      expect(opened).toEqual({ invalid: [], names: ['core/heading', 'core/accordion', 'core/tabs'] });
      const { reasons } = blockTable();
      await page
        .getByRole('region', { name: 'Editor settings' })
        .getByText(reasons.get('accordion') as string)
        .waitFor();
      await page.close();

      await visitSiteBuiltFrom(real.graphqlUrl, async (origin) => {
        // A context of its own, as axe needs.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const visitor = await context.newPage();
        await visitor.goto(`${origin}/good-to-know/`);
        await visitor.locator('html[data-hydrated]').waitFor();

        const breakfast = visitor.locator('details', { hasText: 'Breakfast' });
        const parking = visitor.locator('details', { hasText: 'Parking' });
        const isOpen = (details: typeof breakfast) => details.evaluate((element) => (element as HTMLDetailsElement).open);
        expect([await isOpen(breakfast), await isOpen(parking)]).toEqual([false, true]);
        expect(await visitor.locator('.wp-block-accordion :is([aria-expanded], [hidden], button)').count()).toBe(0);
        // By mouse.
        await breakfast.locator('summary').click();
        await visitor.getByText('Served from seven.').waitFor();
        await breakfast.locator('summary').click();
        await visitor.getByText('Served from seven.').waitFor({ state: 'hidden' });
        // By keyboard: Enter on the first item's summary, then Tab to the next and Space.
        await parking.locator('summary').click();
        await visitor.getByText('Valet parking.').waitFor({ state: 'hidden' });
        await breakfast.locator('summary').focus();
        await visitor.keyboard.press('Enter');
        expect(await isOpen(breakfast)).toBe(true);
        await visitor.keyboard.press('Tab');
        await visitor.keyboard.press(' ');
        expect(await isOpen(parking)).toBe(true);

        // The tabs: the first shown, the other by mouse, back by the arrow key.
        const tab = (name: string) => visitor.getByRole('tab', { name, exact: true });
        await visitor.getByRole('tabpanel').getByText('Sea view rooms.').waitFor();
        await tab('Suites').click();
        await visitor.getByRole('tabpanel').getByText('Suites with terrace.').waitFor();
        await visitor.keyboard.press('ArrowLeft');
        await visitor.getByRole('tabpanel').getByText('Sea view rooms.').waitFor();
        expect(await tab('Rooms').evaluate((element) => element === document.activeElement && element.getAttribute('aria-selected'))).toBe('true');

        const { violations } = await new AxeBuilder({ page: visitor })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .options({ resultTypes: ['violations'] })
          .analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        await context.close();
      });
    },
    10 * 60_000,
  );
});
