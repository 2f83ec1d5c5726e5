import * as React from 'react';
import type { ReactNode } from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { useConsent } from '../../lib/consent';
import { useCodeWhen } from '../../lib/use-code-when';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { videoPlan } from './video-plan';
import * as styles from './video-background.module.css';

const loadVideoBackground = () => import(/* webpackChunkName: "video-background" */ './VideoBackground');

type Props = { className: string; videoId: string; children: ReactNode };

// The player's code loads only once the video may play: a visitor who has not accepted YouTube,
// or who asked for less motion, gets the poster and never downloads it.
function VideoWhenAllowed({ className, videoId, children }: Props) {
  const consent = useConsent();
  const reducedMotion = useReducedMotion();
  const VideoBackground = useCodeWhen(videoPlan({ consent: consent.choice, reducedMotion, failed: false }) === 'video', loadVideoBackground);
  if (VideoBackground)
    return (
      <VideoBackground className={className} videoId={videoId}>
        {children}
      </VideoBackground>
    );
  // The poster as VideoBackground renders it, so that its arrival moves nothing.
  return (
    <div className={`${className} ${styles.cover}`} data-video="poster">
      {children}
    </div>
  );
}

// `<div class="wp-block-cover video-background" data-video-provider="youtube" data-video-id="…">`
// with its poster image: the editor's block is the poster, and stays until the video plays.
export const videoBackgroundEnhancer: Enhancer = {
  name: 'video-background',
  matches: (element) =>
    hasClass(element, 'video-background') &&
    /^[\w-]{6,20}$/.test(element.attribs['data-video-id'] ?? '') &&
    (element.attribs['data-video-provider'] ?? 'youtube') === 'youtube',
  render: (element, { renderChildren }) => (
    <VideoWhenAllowed className={element.attribs.class ?? ''} videoId={element.attribs['data-video-id']}>
      {renderChildren(element.children)}
    </VideoWhenAllowed>
  ),
};
