import { classesOf, isElement, type ContentNode } from '../../src/content/dom';
import { parseHtml } from '../../src/content/parse-html.server';
import { splitHeroBlock } from '../../src/content/hero-block';
import { pageDescription } from '../../src/layout/page-description';

const STAY_SEARCH =
  '<div class="wp-block-group stay-search"><h2 class="wp-block-heading">Plan your stay</h2><p>Choose your dates for our best rates, or write to our reservations team.</p></div>';
const INTRO = '<p>Since 1898 the Hôtel Lumière has welcomed travellers to Monte-Carlo, above Port Hercule.</p>';

const topElements = (nodes: readonly ContentNode[]) => nodes.filter(isElement).map((element) => `${element.name}.${classesOf(element).join('.')}`);

test('a stay search written first goes to the hero, and the content keeps everything after it', () => {
  const { hero, rest } = splitHeroBlock(parseHtml(`\n\n${STAY_SEARCH}\n\n${INTRO}<figure class="wp-block-image"></figure>`));
  expect(hero && classesOf(hero)).toEqual(['wp-block-group', 'stay-search']);
  expect(topElements(rest)).toEqual(['p.', 'figure.wp-block-image']);
});

test('a stay search further down stays where the editor put it, and so does a page without one', () => {
  for (const html of [`${INTRO}${STAY_SEARCH}`, INTRO, '', `<p>A note.</p>${STAY_SEARCH}`]) {
    const tree = parseHtml(html);
    const { hero, rest } = splitHeroBlock(tree);
    expect(hero).toBeNull();
    expect(rest).toEqual(tree);
  }
});

test('text before the first block keeps the stay search in the content', () => {
  const { hero } = splitHeroBlock(parseHtml(`Welcome ${STAY_SEARCH}`));
  expect(hero).toBeNull();
});

test("the description is the content's first paragraph, not the words of the stay search in the hero", () => {
  const { rest } = splitHeroBlock(parseHtml(`${STAY_SEARCH}\n${INTRO}`));
  expect(pageDescription(rest)).toBe('Since 1898 the Hôtel Lumière has welcomed travellers to Monte-Carlo, above Port Hercule.');
});
