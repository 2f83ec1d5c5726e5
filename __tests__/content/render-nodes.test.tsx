/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import * as React from 'react';
import { hasClass } from '../../src/content/dom';
import { parseHtml } from '../../src/content/parse-html.server';
import { renderNodes } from '../../src/content/render-nodes';

const draw = (html: string, replace?: Parameters<typeof renderNodes>[1]) =>
  render(<div>{renderNodes(parseHtml(html), replace)}</div>).container.firstElementChild!.innerHTML;

test('the tree renders as the HTML it was, entities decoded once and void elements empty', () => {
  const html =
    '<p class="lead" style="color: red">Caf&eacute; &amp; <b>bar</b><br><img src="/a.jpg" alt="A"></p><details open=""><summary>S</summary>T</details>';
  expect(draw(html)).toBe(
    '<p style="color: red;" class="lead">Café &amp; <b>bar</b><br><img src="/a.jpg" alt="A"></p><details open=""><summary>S</summary>T</details>',
  );
});

test('what `replace` returns takes the element’s place, at any depth; undefined leaves it', () => {
  const html = '<div><p class="swap">old</p><p>kept</p></div>';
  expect(draw(html, (element) => (hasClass(element, 'swap') ? <em>new</em> : undefined))).toBe('<div><em>new</em><p>kept</p></div>');
});
