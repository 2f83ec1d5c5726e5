import * as React from 'react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Lightbox, { type ControllerRef, type Labels } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Video from 'yet-another-react-lightbox/plugins/video';
import { LightboxCounter } from './LightboxCounter';
import { IDLE_MS, jumpOf, type LightboxItem } from './lightbox-logic';
import { slideOf } from './lightbox-slides';
import { useIdle } from './use-idle';

// The Captions plugin labels its text with this word, which YARL's own label list does not name.
declare module 'yet-another-react-lightbox' {
  interface Labels {
    Caption?: string;
  }
}

export type ViewerProps = { items: LightboxItem[]; index: number; onClose: () => void };

const plugins = [Captions, Video];
const hidden = () => null;

/**
 * The open lightbox: yet-another-react-lightbox with its Captions and Video plugins. YARL makes
 * the rest of the page inert, moves between slides with the arrow keys, buttons and swipes, and
 * closes on Escape.
 *
 * Swipes are YARL's, which do not use the 10 px (tap or drag) and 50 px (change picture) the
 * lightbox was specified with: YARL starts a swipe once the pointer has moved 30 px, more sideways
 * than up or down, then changes the picture if the drag is let go within `animation.swipe`
 * (500 ms) of that moment having moved more than 5 px further, or later having moved more than
 * 30 % of the lightbox's width further. Those distances are constants inside YARL with no
 * setting; the site keeps them rather than fork the library (decision 015).
 */
export default function LightboxViewer({ items, index, onClose }: ViewerProps) {
  const { t } = useTranslation('lightbox');
  const slides = useMemo(() => items.map(slideOf), [items]);
  const controller = useRef<ControllerRef>(null);
  const { idle, wake } = useIdle(IDLE_MS);
  const single = slides.length < 2;

  const labels: Labels = {
    Lightbox: t('title'),
    Carousel: t('carousel'),
    'Photo gallery': t('slides'),
    Slide: t('slide'),
    '{index} of {total}': t('slideOf'),
    Close: t('close'),
    Previous: t('previous'),
    Next: t('next'),
    Caption: t('caption'),
  };

  // YARL answers the arrows and Escape; Home and End jump to the first and the last picture.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    const lightbox = controller.current;
    const jump = lightbox && jumpOf(event.key, lightbox.getLightboxState().currentIndex, slides.length);
    if (!lightbox || !jump) return;
    event.preventDefault();
    lightbox[jump.direction]({ count: jump.count });
  };

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={plugins}
      labels={labels}
      // One picture has nowhere to go: no arrows, no looping onto itself.
      carousel={{ finite: single }}
      controller={{ ref: controller, closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      render={{
        buttonPrev: single ? hidden : undefined,
        buttonNext: single ? hidden : undefined,
        controls: single ? undefined : () => <LightboxCounter />,
      }}
      // The bars fade while idle (lightbox.css); any use of the pointer or the keyboard brings them
      // back. Listened to on the way down: YARL stops the keys it answers from going further.
      className={idle ? 'lightbox-idle' : undefined}
      portal={{ container: { onPointerMoveCapture: wake, onPointerDownCapture: wake, onWheelCapture: wake, onKeyDownCapture: onKeyDown } }}
    />
  );
}
