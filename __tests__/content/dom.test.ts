import {
  childElements,
  classesOf,
  closest,
  findElement,
  findElements,
  hasClass,
  cloneElement,
  isElement,
  parentElement,
  textOf,
  unpackContent,
  type ContentNode,
  type Element,
} from '../../src/content/dom';
import { packContent, parseHtml } from '../../src/content/parse-html.server';

const html =
  '<div class="wp-block-group  tabs "><h3>Spa</h3><!-- an editor\'s note --><p class="lead">Caf&eacute; &amp; <b>terrace</b>&#8217;s</p><ul><li><p>Inner</p></li></ul></div>';

test('class lists ignore extra spaces, and a missing class attribute is no class', () => {
  const [group] = parseHtml(html) as Element[];
  expect(classesOf(group)).toEqual(['wp-block-group', 'tabs']);
  expect(hasClass(group, 'tabs')).toBe(true);
  expect(hasClass(group, 'tab')).toBe(false);
  expect(classesOf(childElements(group)[0])).toEqual([]);
});

test('text is the decoded words of every text node below, comments left out', () => {
  const nodes = parseHtml(html);
  const lead = findElement(nodes, (element) => hasClass(element, 'lead'));
  expect(lead && textOf(lead)).toBe('Café & terrace’s');
  expect(textOf(nodes)).toBe('SpaCafé & terrace’sInner');
});

test('elements are found in document order, at any depth, and ancestors from the inside out', () => {
  const nodes = parseHtml(html);
  const paragraphs = findElements(nodes, (element) => element.name === 'p');
  expect(paragraphs.map((p) => textOf(p))).toEqual(['Café & terrace’s', 'Inner']);
  expect(findElement(nodes, (element) => element.name === 'p')).toBe(paragraphs[0]);
  expect(findElement(nodes, (element) => element.name === 'table')).toBeNull();
  const inner = paragraphs[1];
  expect(parentElement(inner)?.name).toBe('li');
  expect(closest(inner, (element) => hasClass(element, 'tabs'))?.name).toBe('div');
  expect(closest(inner, (element) => element.name === 'p')).toBeNull();
  expect(childElements(findElement(nodes, (element) => element.name === 'div')!).map((e) => e.name)).toEqual(['h3', 'p', 'ul']);
});

test('entities are decoded once, and comments left out', () => {
  expect(textOf(parseHtml('<p>One <!-- note --><em>two</em>&nbsp;three &lt;four&gt; &amp;amp; &#x2019;</p>'))).toBe('One two\u00a0three <four> &amp; ’');
});

// The page's data carries the tree without its links; the browser gets the same tree back.
test('a packed tree unpacks to the tree the build parsed, links included', () => {
  const parsed = parseHtml(html);
  const packed = JSON.parse(JSON.stringify(packContent(parsed)));
  const unpacked = unpackContent(packed);
  const shape = (nodes: readonly ContentNode[]): unknown[] =>
    nodes.map((node) => (isElement(node) ? { name: node.name, attribs: node.attribs, children: shape(node.children) } : node.data));
  expect(shape(unpacked)).toEqual(shape(parsed));
  const lead = findElement(unpacked, (element) => hasClass(element, 'lead'))!;
  expect(parentElement(lead)?.name).toBe('div');
  const previous = lead.prev as Element;
  expect(previous.name).toBe('h3');
  expect(previous.prev).toBeNull();
  expect(lead.children.map((child) => child.parent)).toEqual([lead, lead, lead]);
});

test('a copy is deep, linked to itself, and leaves the original as it was', () => {
  const [group] = parseHtml(html) as Element[];
  const copy = cloneElement(group);
  const copiedLead = findElement(copy.children, (element) => hasClass(element, 'lead'))!;
  copiedLead.attribs.class = 'changed';
  expect(parentElement(copiedLead)).toBe(copy);
  expect(findElement(group.children, (element) => hasClass(element, 'lead'))).not.toBeNull();
  expect(textOf(copy)).toBe(textOf(group));
});
