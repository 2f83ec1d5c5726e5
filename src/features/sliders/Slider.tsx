import * as React from 'react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useRotation } from '../../lib/use-rotation';
import { useHeldUntilHydrated } from '../../lib/held-uses';
import { arrowState } from './arrow-state';
import { slidesToWaitFor } from './image-wait';
import { rotationStatus } from './rotation-status';
import { slideCounter } from './slide-counter';
import { slideFromHash } from './slide-hash';
import type { SliderSettings } from './slider-settings';
import * as styles from './sliders.module.css';
import { useEmbla } from './use-embla';
import { useImageWait } from './use-image-wait';

type Props = {
  settings: SliderSettings;
  slides: { key: string; content: ReactNode }[];
  /** The editor's own classes, kept so the gallery's look and any theme rules still apply. */
  className?: string;
};

const Chevron = ({ direction }: { direction: 'prev' | 'next' }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const PlayPause = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
  </svg>
);

// The theme's slides take 500 ms to change. Embla's duration is not in milliseconds but a
// factor of its easing: measured in Chromium, 13 brings the slide within a pixel of its place in
// about 500 ms (its default, 25, took about 940 ms).
const EMBLA_DURATION = 13;

/** An APG carousel: labelled slides, previous/next buttons, a pause control, swipe (Embla). */
export function Slider({ settings, slides, className }: Props) {
  const { t } = useTranslation('sliders');
  const count = slides.length;
  const { viewportRef, api, selected, run } = useEmbla({ loop: settings.loop && count > 1, duration: EMBLA_DURATION, dragThreshold: 10, align: 'start' });

  // `#slideN` in the address: on arrival (Embla loads at once) and when a link on the page changes it.
  useEffect(() => {
    if (!settings.readsHash) return undefined;
    const follow = () => {
      const index = slideFromHash(window.location.hash, count);
      if (index !== null) run((embla) => embla.scrollTo(index, true));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [run, count, settings.readsHash]);

  // Rotation waits for the pictures of the slide shown first: the first one, or, when the address
  // names a slide, the one Embla shows once it has come.
  const [startsOnHash] = useState(() => settings.readsHash && typeof window !== 'undefined' && slideFromHash(window.location.hash, count) !== null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const loop = settings.loop;
  const collectFirstPictures = useCallback(() => {
    const slideElements = Array.from(viewportRef.current?.firstElementChild?.children ?? []);
    return slidesToWaitFor(selectedRef.current, slideElements.length, loop).flatMap((i) => Array.from(slideElements[i].querySelectorAll('img')));
  }, [viewportRef, loop]);
  const pictures = useImageWait(api || !startsOnHash ? collectFirstPictures : null, settings.imageTimeoutMs);
  const waiting = pictures === 'waiting-images';
  const rotation = useRotation(settings.intervalMs, () => run((embla) => embla.scrollNext()), { waiting });
  const jump = rotation.reducedMotion;

  const arrows = arrowState(selected, count, settings.loop);
  const prev = () => run((embla) => embla.scrollPrev(jump));
  const next = () => run((embla) => embla.scrollNext(jump));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  const label = settings.kind === 'main' ? t('mainLabel') : t('awardsLabel');
  // A press on a control before this part of the page was hydrated is held by the page's loader
  // and answered here (held-use-attribute.ts).
  const rootRef = useRef<HTMLElement>(null);
  const held = useHeldUntilHydrated(rootRef);

  return (
    <section
      ref={rootRef}
      className={[className, styles.slider, styles[settings.kind]].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-ready={api ? 'true' : undefined}
      data-rotation={rotationStatus({ playing: rotation.playing, waiting, rotating: rotation.rotating })}
      onKeyDown={onKeyDown}
      {...rotation.hostProps}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={rotation.rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideLabel', { n: i + 1, count })}
              aria-hidden={i !== selected || undefined}
              // Slides out of view are taken out of the tab order and the accessibility tree.
              {...(i !== selected ? { inert: '' } : {})}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {/* After the slides, where they are seen: a page drawn before all of its HTML has come
          shows them in their place, not above the slides and then moved below. */}
      <div className={[styles.controls, rotation.hasRotation && styles.withPause].filter(Boolean).join(' ')}>
        {rotation.hasRotation && (
          <button type="button" className={styles.control} onClick={rotation.togglePlaying} aria-label={rotation.playing ? t('pause') : t('play')} {...held}>
            <PlayPause playing={rotation.playing} />
          </button>
        )}
        <button
          type="button"
          className={[styles.control, arrows.prevAtEnd ? styles.atEnd : ''].join(' ')}
          aria-label={t('previous')}
          aria-disabled={arrows.prevAtEnd || undefined}
          onClick={arrows.prevAtEnd ? undefined : prev}
          {...held}
        >
          <Chevron direction="prev" />
        </button>
        <p className={styles.counter}>
          <span aria-hidden="true">{slideCounter(selected, count)}</span>
          <span className={styles.visuallyHidden}>{t('counter', { n: selected + 1, count })}</span>
        </p>
        <button
          type="button"
          className={[styles.control, arrows.nextAtEnd ? styles.atEnd : ''].join(' ')}
          aria-label={t('next')}
          aria-disabled={arrows.nextAtEnd || undefined}
          onClick={arrows.nextAtEnd ? undefined : next}
          {...held}
        >
          <Chevron direction="next" />
        </button>
      </div>
    </section>
  );
}
