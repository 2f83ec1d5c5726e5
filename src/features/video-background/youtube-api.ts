// The YouTube IFrame API, loaded once, only when a video background is allowed to play.
import { API_POLL, pollFor } from './poll';

const IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
export const PLAYER_HOST = 'https://www.youtube-nocookie.com';

export type YouTubePlayer = { playVideo(): void; pauseVideo(): void; mute(): void; destroy(): void };

type PlayerOptions = {
  videoId: string;
  host: string;
  width?: number | string;
  height?: number | string;
  playerVars: Record<string, string | number>;
  events: { onReady?: (event: { target: YouTubePlayer }) => void; onStateChange?: (event: { data: number }) => void; onError?: () => void };
};

export type YouTubeApi = { Player: new (element: HTMLElement, options: PlayerOptions) => YouTubePlayer; PlayerState: { PLAYING: number } };

declare global {
  interface Window {
    YT?: Partial<YouTubeApi>;
  }
}

let loading: Promise<YouTubeApi> | null = null;

export function loadYouTubeApi(): Promise<YouTubeApi> {
  if (!loading) {
    if (!document.querySelector(`script[src="${IFRAME_API_URL}"]`)) {
      const script = document.createElement('script');
      script.src = IFRAME_API_URL;
      script.async = true;
      document.head.appendChild(script);
    }
    loading = pollFor(() => (window.YT?.Player && window.YT.PlayerState ? (window.YT as YouTubeApi) : undefined), API_POLL).catch((error: Error) => {
      console.warn(`Video background: the YouTube IFrame API did not load (${error.message}); the poster image stays.`);
      loading = null;
      throw error;
    });
  }
  return loading;
}
