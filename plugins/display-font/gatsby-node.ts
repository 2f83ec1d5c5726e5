import type { GatsbyNode } from 'gatsby';
import { SENT_DISPLAY_FONT_SCRIPT } from './sent-script';

// The page renderer gets the head script already minified: terser is build-time code, and the
// renderer's bundle would otherwise carry it.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  actions.setWebpackConfig({ plugins: [plugins.define({ __DISPLAY_FONT_SCRIPT__: JSON.stringify(SENT_DISPLAY_FONT_SCRIPT) })] });
};
