import * as React from 'react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useConsent } from '../../lib/consent';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { coverSize, videoPlan } from './video-plan';
import { loadYouTubeApi, PLAYER_HOST, type YouTubePlayer } from './youtube-api';
import * as styles from './video-background.module.css';

type Props = { className: string; videoId: string; children: ReactNode };

/**
 * The editor's cover block (poster image and text) with a muted, looping YouTube video behind
 * the text once it may play. The poster stays until the video actually plays, and comes back
 * when consent is withdrawn, motion is reduced, or the player fails.
 */
export default function VideoBackground({ className, videoId, children }: Props) {
  const { t } = useTranslation('video-background');
  const consent = useConsent();
  const reducedMotion = useReducedMotion();
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const coverRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YouTubePlayer | null>(null);
  const plan = videoPlan({ consent: consent.choice, reducedMotion, failed });

  useEffect(() => {
    const slot = slotRef.current;
    if (plan !== 'video' || !slot) return undefined;
    let live = true;
    const target = document.createElement('div');
    slot.appendChild(target);
    loadYouTubeApi().then(
      (YT) => {
        if (!live) return;
        playerRef.current = new YT.Player(target, {
          videoId,
          host: PLAYER_HOST,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, mute: 1, loop: 1, playlist: videoId, controls: 0, disablekb: 1, playsinline: 1, rel: 0, iv_load_policy: 3 },
          events: {
            onReady: ({ target: player }) => {
              player.mute();
              player.playVideo();
            },
            onStateChange: ({ data }) => {
              if (live && data === YT.PlayerState.PLAYING) setPlaying(true);
            },
            onError: () => live && setFailed(true),
          },
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      playerRef.current?.destroy();
      playerRef.current = null;
      slot.replaceChildren();
      setPlaying(false);
      setPaused(false);
    };
  }, [plan, videoId]);

  // The player is sized to cover the block whatever its shape, cropping the overflow.
  useEffect(() => {
    const cover = coverRef.current;
    const slot = slotRef.current;
    if (plan !== 'video' || !cover || !slot) return undefined;
    const fit = () => {
      const size = coverSize(cover.clientWidth, cover.clientHeight);
      slot.style.width = `${size.width}px`;
      slot.style.height = `${size.height}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(cover);
    return () => observer.disconnect();
  }, [plan]);

  const togglePause = () => {
    if (paused) playerRef.current?.playVideo();
    else playerRef.current?.pauseVideo();
    setPaused(!paused);
  };

  const showing = plan === 'video' && playing;
  return (
    <div className={`${className} ${styles.cover}`} ref={coverRef} data-video={showing ? 'playing' : 'poster'}>
      {children}
      {plan === 'video' && <div className={styles.player} ref={slotRef} aria-hidden="true" data-playing={showing} />}
      {showing && (
        <button type="button" className={styles.pause} onClick={togglePause} aria-pressed={paused}>
          {t('pause')}
        </button>
      )}
    </div>
  );
}
