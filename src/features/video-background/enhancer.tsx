import * as React from 'react';
import { Suspense } from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';

const VideoBackground = React.lazy(() => import('./VideoBackground'));

// `<div class="wp-block-cover video-background" data-video-provider="youtube" data-video-id="…">`
// with its poster image: the editor's block is the fallback, and stays as the poster.
export const videoBackgroundEnhancer: Enhancer = {
  name: 'video-background',
  matches: (element) =>
    hasClass(element, 'video-background') &&
    /^[\w-]{6,20}$/.test(element.attribs['data-video-id'] ?? '') &&
    (element.attribs['data-video-provider'] ?? 'youtube') === 'youtube',
  render: (element, { renderChildren }) => {
    const children = renderChildren(element.children);
    const className = element.attribs.class ?? '';
    return (
      <Suspense fallback={<div className={className}>{children}</div>}>
        <VideoBackground className={className} videoId={element.attribs['data-video-id']}>
          {children}
        </VideoBackground>
      </Suspense>
    );
  },
};
