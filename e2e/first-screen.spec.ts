import { expect, expectHydrated, isPhone, test, type Locator } from './fixtures';
import { FIRST_SCREEN_PAGES, FIRST_SCREEN_SIZES, HOTEL, firstScreen, firstScreenProblems, heroTitleContrast } from './first-screen';

// The booking path in the first screen: on each home and room page, the stay search's Check-in
// field is in the window without scrolling, while the cookie notice shows and once the visitor
// has answered it, and the hero names the page over its picture, readable (WCAG 1.4.3: 4.5:1).
// Each project runs its own sizes: the phone project's touch screen for the phones.

const press = (button: Locator) => (isPhone() ? button.tap() : button.click());

FIRST_SCREEN_PAGES.forEach((where, index) => {
  // Half the pages are accepted, half refused, at every size.
  const answer = index % 2 === 0 ? where.accept : where.refuse;
  for (const size of FIRST_SCREEN_SIZES) {
    test(`${where.path} at ${size.width} × ${size.height}: the Check-in field and the title are in the first screen, with the cookie notice and after "${answer}"`, async ({
      page,
      open,
    }) => {
      test.skip(size.phone !== isPhone(), 'another project’s size');
      await open(where.path, { viewport: { width: size.width, height: size.height } });
      const notice = page.getByTestId('cookie-notice');
      await expect(notice).toBeVisible();
      const withNotice = await firstScreen(page, where);
      expect(withNotice.notice).not.toBeNull();
      expect(withNotice.title).toBe(where.title);
      expect(firstScreenProblems(withNotice)).toEqual([]);

      await press(notice.getByRole('button', { name: answer }));
      await expect(notice).toBeHidden();
      const answered = await firstScreen(page, where);
      expect(answered.notice).toBeNull();
      expect(firstScreenProblems(answered)).toEqual([]);

      // The next visit: the notice stays away, and the first screen is the same.
      await page.reload();
      await expectHydrated(page);
      await expect(notice).toBeHidden();
      expect(firstScreenProblems(await firstScreen(page, where))).toEqual([]);

      const { measured, guaranteed, lines } = await heroTitleContrast(page);
      expect(lines).toBeGreaterThan(0);
      expect(measured).toBeGreaterThanOrEqual(4.5);
      expect(guaranteed).toBeGreaterThanOrEqual(4.5);
    });
  }
});

// The home page's picture is not shown again by the main slider just under it.
for (const where of FIRST_SCREEN_PAGES.filter(({ title }) => title === HOTEL)) {
  test(`${where.path}: the hero's picture is not the content's first picture`, async ({ page, open }) => {
    await open(where.path);
    const file = (img: Locator) =>
      img.evaluate((el: HTMLImageElement) =>
        el.currentSrc
          .split('/')
          .pop()
          ?.replace(/\.\w+$/, ''),
      );
    const hero = page.locator('main picture img[fetchpriority="high"]');
    await expect(hero).toBeVisible();
    const first = page.locator('main .entry-content img').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.currentSrc)).not.toBe('');
    expect(await file(first)).not.toBe(await file(hero));
  });
}
