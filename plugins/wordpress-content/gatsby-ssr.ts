import type { GatsbySSR } from 'gatsby';

// gatsby-source-wordpress brings gatsby-plugin-image, which adds to every page's head the styles
// and script its image component's markup needs (`.gatsby-image-wrapper`, fading in
// `[data-main-image]`). The site writes its images as plain `<picture>` markup (decision 003), so
// nothing on a page uses them: they were about 0.5 KB of every page's compressed HTML.
const IMAGE_COMPONENT_HEAD = new Set(['gatsby-image-style', 'gatsby-image-style-noscript', 'gatsby-image-style-script']);

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const kept = head.filter(
    (component) => !(typeof component === 'object' && component !== null && 'key' in component && IMAGE_COMPONENT_HEAD.has(String(component.key))),
  );
  if (kept.length !== head.length) replaceHeadComponents(kept);
};
