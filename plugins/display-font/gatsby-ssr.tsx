import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { DISPLAY_FONT_FILE } from './font-file';
import { DISPLAY_FONT_SCRIPT } from './head-script';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="display-font" id="display-font" data-href={DISPLAY_FONT_FILE} dangerouslySetInnerHTML={{ __html: DISPLAY_FONT_SCRIPT }} />]);
};
