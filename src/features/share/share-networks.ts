// Where each network's "share" page lives, and what it is told: public share URLs that work as
// plain links, so sharing needs no script of the network's and sends nothing before a click.

export type ShareTarget = {
  /** The page to share, absolute. */
  url: string;
  /** The text that goes with it (usually the page title). */
  message: string;
  /** An image for networks that pin images. */
  imageUrl?: string;
};

type Builder = (target: ShareTarget) => string;

const query = (base: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `${base}?${search.toString()}`;
};

const NETWORKS = {
  facebook: { label: 'Facebook', build: ({ url }) => query('https://www.facebook.com/sharer/sharer.php', { u: url }) },
  twitter: { label: 'X', build: ({ url, message }) => query('https://twitter.com/intent/tweet', { url, text: message }) },
  pinterest: {
    label: 'Pinterest',
    build: ({ url, message, imageUrl }) => query('https://pinterest.com/pin/create/button/', { url, media: imageUrl, description: message }),
  },
  linkedin: { label: 'LinkedIn', build: ({ url }) => query('https://www.linkedin.com/sharing/share-offsite/', { url }) },
  reddit: { label: 'Reddit', build: ({ url, message }) => query('https://www.reddit.com/submit', { url, title: message }) },
  vk: { label: 'VK', build: ({ url, message, imageUrl }) => query('https://vk.com/share.php', { url, title: message, image: imageUrl }) },
  pocket: { label: 'Pocket', build: ({ url, message }) => query('https://getpocket.com/save', { url, title: message }) },
  weibo: { label: 'Weibo', build: ({ url, message, imageUrl }) => query('https://service.weibo.com/share/share.php', { url, title: message, pic: imageUrl }) },
  xing: { label: 'XING', build: ({ url }) => query('https://www.xing.com/spi/shares/new', { url }) },
  hackernews: { label: 'Hacker News', build: ({ url, message }) => query('https://news.ycombinator.com/submitlink', { u: url, t: message }) },
  buffer: { label: 'Buffer', build: ({ url, message }) => query('https://buffer.com/add', { url, text: message }) },
  tumblr: { label: 'Tumblr', build: ({ url, message }) => query('https://www.tumblr.com/widgets/share/tool', { canonicalUrl: url, caption: message }) },
  telegram: { label: 'Telegram', build: ({ url, message }) => query('https://t.me/share/url', { url, text: message }) },
  whatsapp: { label: 'WhatsApp', build: ({ url, message }) => query('https://api.whatsapp.com/send', { text: message ? `${message} ${url}` : url }) },
  line: { label: 'LINE', build: ({ url }) => query('https://social-plugins.line.me/lineit/share', { url }) },
  // mailto takes %20 for spaces, not +: the query is written out by hand.
  email: { label: 'E-mail', build: ({ url, message }) => `mailto:?subject=${encodeURIComponent(message)}&body=${encodeURIComponent(url)}` },
} satisfies Record<string, { label: string; build: Builder }>;

export type ShareNetwork = keyof typeof NETWORKS;

export const isShareNetwork = (name: string): name is ShareNetwork => Object.hasOwn(NETWORKS, name);

/** The networks an editor listed (`data-networks="facebook, twitter"`), known ones only, each once. */
export function parseNetworks(list: string | undefined): ShareNetwork[] {
  const names = (list ?? '').split(/[\s,]+/).map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter(isShareNetwork))];
}

export const networkLabel = (network: ShareNetwork): string => NETWORKS[network].label;

export const shareUrl = (network: ShareNetwork, target: ShareTarget): string => NETWORKS[network].build(target);
