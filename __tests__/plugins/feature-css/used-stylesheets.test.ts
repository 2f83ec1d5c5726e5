import { classesIn, usedStylesheets } from '../../../plugins/feature-css/used-stylesheets';

const sliders = { name: 'css-sliders', css: '._Sl1dr{position:relative}._Sl1de .wp-block-image{margin:0}' };
const widgets = { name: 'css-widgets', css: '._T4bs0{display:flex}.hover-box .wp-block-group{padding:0}' };
const monthGrid = { name: 'css-month-grid', css: '._Gr1d9 .react-calendar__tile{height:2.75rem}' };
const staySearch = { name: 'css-stay-search', css: '._F0rm5{display:grid}' };

test('the classes of every element are read, however many an element has', () => {
  expect(classesIn('<div class="a  b"><p class="c"></p><span data-class="d"></span></div>')).toEqual(new Set(['a', 'b', 'c']));
});

test('a page needs the stylesheets defining a class it uses, and only those', () => {
  const classes = classesIn('<section class="main-slider _Sl1dr"><div class="wp-block-image"></div></section>');
  expect(usedStylesheets([sliders, widgets, staySearch], classes)).toEqual(new Set(['css-sliders']));
});

test("WordPress's own classes, which a stylesheet styles but does not define, do not bring it", () => {
  const classes = classesIn('<div class="hover-box wp-block-group"></div><figure class="wp-block-image"></figure>');
  expect(usedStylesheets([sliders, widgets], classes)).toEqual(new Set());
});

test('a stylesheet drawn only in the browser does not come with the feature that draws it: it comes with its code', () => {
  const withForm = classesIn('<form class="_F0rm5"></form>');
  expect(usedStylesheets([monthGrid, staySearch], withForm)).toEqual(new Set(['css-stay-search']));
});
