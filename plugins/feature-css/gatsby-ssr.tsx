import * as React from 'react';
import type { GatsbySSR, RenderBodyArgs } from 'gatsby';
import { classesIn, FEATURE_STYLESHEET, usedStylesheets, type Stylesheet } from './used-stylesheets';

// Every feature's stylesheet, handed over when the renderer was bundled (gatsby-node.ts).
// Read once here: the constant is written out where it is used, a new array at each use.
declare const __FEATURE_STYLESHEETS__: Stylesheet[] | undefined;
const featureStylesheets = typeof __FEATURE_STYLESHEETS__ === 'undefined' ? undefined : __FEATURE_STYLESHEETS__;

// The body is rendered before the head is written: it is kept here in between.
const bodies = new Map<string, string>();

export const onRenderBody = ({ pathname, bodyHtml }: RenderBodyArgs & { bodyHtml?: string }) => {
  bodies.set(pathname, bodyHtml ?? '');
};

// Gatsby's inlined stylesheets: `<style data-href="/<file>">`.
const inlinedFile = (component: React.ReactNode) =>
  React.isValidElement<{ 'data-href'?: string }>(component) && component.type === 'style' ? (component.props['data-href'] ?? '').slice(1) : '';

/**
 * The page's head gets the stylesheets of the features its HTML has, inlined after the shell's
 * (the order of the single stylesheet they replace). A stylesheet of the template that the page
 * does not need stays listed, empty, under its address: webpack's runtime takes it as loaded and
 * does not fetch it when the template's code starts. A page that has the feature carries it
 * inlined: a link loads its page whole (plugins/page-runtime/).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  const body = bodies.get(pathname);
  bodies.delete(pathname);
  // The development server keeps all CSS in one bundle of its own.
  if (body === undefined || !featureStylesheets) return;
  const head = getHeadComponents();
  const ofTemplate = new Set(head.map(inlinedFile).filter((file) => FEATURE_STYLESHEET.test(file)));
  const shell = head.filter((component) => !ofTemplate.has(inlinedFile(component)));
  const sheets = featureStylesheets;
  const used = usedStylesheets(sheets, classesIn(body));
  const features = sheets.flatMap(({ name, href, css }) => {
    if (used.has(name)) return [<style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />];
    return ofTemplate.has(href.slice(1)) ? [<style key={href} data-href={href} data-deferred="" />] : [];
  });
  const afterShellStyles = shell.reduce<number>((at, component, index) => (inlinedFile(component) ? index + 1 : at), 0);
  replaceHeadComponents([...shell.slice(0, afterShellStyles), ...features, ...shell.slice(afterShellStyles)]);
};
