// The booking path in Safari's engine: on every home and room page, in each language and at two
// phones' sizes and a laptop's, the stay search's Check-in field and the hero's title are in the
// first screen, nothing over them, with the cookie notice open and once it is answered (the same
// pages, sizes and measure as e2e/first-screen.spec.ts).
import { FIRST_SCREEN_PAGES, FIRST_SCREEN_SIZES, firstScreenProblems, measureFirstScreen, type FirstScreen } from '../e2e/first-screen';
import { answerCookieNotice, browserForTests, field, open, type Browser } from './support/session';

for (const size of FIRST_SCREEN_SIZES) {
  describe(`${size.width} × ${size.height}`, () => {
    let browser: Browser;
    browserForTests(size, (started) => (browser = started));

    FIRST_SCREEN_PAGES.forEach((where, index) => {
      const answer = index % 2 === 0 ? where.accept : where.refuse;
      test(`${where.path}: the Check-in field and the title are in the first screen, with the cookie notice and after "${answer}"`, async () => {
        // A visitor who has not answered yet: the window forgets the answer of the test before.
        await open(browser, where.path);
        await browser.deleteAllCookies();
        await open(browser, where.path);
        const measure = async (): Promise<FirstScreen> => browser.execute(measureFirstScreen, await browser.$(field(where.checkin)));
        const withNotice = await measure();
        expect(withNotice.notice).not.toBeNull();
        expect(withNotice.title).toBe(where.title);
        expect(firstScreenProblems(withNotice)).toEqual([]);
        await answerCookieNotice(browser, answer);
        const answered = await measure();
        expect(answered.notice).toBeNull();
        expect(firstScreenProblems(answered)).toEqual([]);
      });
    });
  });
}
