import { numberFormsOfPage } from '../../src/content/form-unit-tags';

test("a page's forms are numbered from 1 in their order on the page, wherever the count of the request stood", () => {
  const html = [
    '<div class="wpcf7 no-js" id="wpcf7-f71-o3"><form action="/contact/#wpcf7-f71-o3"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f71-o3"></form></div>',
    '<div class="wpcf7 no-js" id="wpcf7-f74-p12-o4"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f74-p12-o4"></div>',
  ].join('');
  expect(numberFormsOfPage(html)).toBe(
    [
      '<div class="wpcf7 no-js" id="wpcf7-f71-o1"><form action="/contact/#wpcf7-f71-o1"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f71-o1"></form></div>',
      '<div class="wpcf7 no-js" id="wpcf7-f74-p12-o2"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f74-p12-o2"></div>',
    ].join(''),
  );
});

test('the same form fetched alone or among other pages reads the same', () => {
  const alone = '<div id="wpcf7-f71-o1"></div>';
  const inList = '<div id="wpcf7-f71-o5"></div>';
  expect(numberFormsOfPage(inList)).toBe(numberFormsOfPage(alone));
});

test('other text is left as it is', () => {
  expect(numberFormsOfPage('<p>wpcf7-form and wpcf7-f71 without a count</p>')).toBe('<p>wpcf7-form and wpcf7-f71 without a count</p>');
});

test('named after their page, as WordPress names them when it shows the page', () => {
  const html =
    '<div class="wpcf7 no-js" id="wpcf7-f71-o3"><form action="/graphql#wpcf7-f71-o3"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f71-o3"><input type="hidden" name="_wpcf7_container_post" value="0"></form></div>';
  expect(numberFormsOfPage(html, 21)).toBe(
    '<div class="wpcf7 no-js" id="wpcf7-f71-p21-o1"><form action="/graphql#wpcf7-f71-p21-o1"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f71-p21-o1"><input type="hidden" name="_wpcf7_container_post" value="21"></form></div>',
  );
});
