import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { DISPLAY_FONT_FILE } from './font-file';

/** The head script, minified (gatsby-node.ts). */
declare const __DISPLAY_FONT_SCRIPT__: string;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="display-font" id="display-font" data-href={DISPLAY_FONT_FILE} dangerouslySetInnerHTML={{ __html: __DISPLAY_FONT_SCRIPT__ }} />,
  ]);
};
