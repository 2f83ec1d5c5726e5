// Where each network's "share" page lives, and what it is told: public share URLs that work as
// plain links, so sharing needs no script of the network's and sends nothing before a click.
// Networks without a share page (YouTube, Instagram…) are links to the hotel's profile there.

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

const isShareNetwork = (name: string): name is ShareNetwork => Object.hasOwn(NETWORKS, name);

export const networkLabel = (network: ShareNetwork | FollowNetwork): string => (isShareNetwork(network) ? NETWORKS[network].label : FOLLOW[network].label);

export const shareUrl = (network: ShareNetwork, target: ShareTarget): string => NETWORKS[network].build(target);

// Networks with nothing to share a page to: the old theme listed them as buttons to the hotel's
// own profile. The editor gives that address in `data-<network>-url`; YouTube's channel link asks
// to subscribe (`sub_confirmation=1`, YouTube's own subscribe link).
type FollowAction = 'follow' | 'subscribe' | 'support';
type FollowSpec = { label: string; action: FollowAction; profile?: (url: URL) => void };
const FOLLOW = {
  youtube: { label: 'YouTube', action: 'subscribe', profile: (url: URL) => url.searchParams.set('sub_confirmation', '1') },
  instagram: { label: 'Instagram', action: 'follow' },
  github: { label: 'GitHub', action: 'follow' },
  dribbble: { label: 'Dribbble', action: 'follow' },
  codepen: { label: 'CodePen', action: 'follow' },
  flattr: { label: 'Flattr', action: 'support' },
} satisfies Record<string, FollowSpec>;

export type FollowNetwork = keyof typeof FOLLOW;

const isFollowNetwork = (name: string): name is FollowNetwork => Object.hasOwn(FOLLOW, name);

export const followAction = (network: FollowNetwork): FollowAction => FOLLOW[network].action;

/** Networks the old theme listed that have closed: a page that still names them loses the button. */
export const DISCONTINUED_NETWORKS = ['delicious', 'googleplus', 'stumbleupon', 'surfingbird'] as const;
const isDiscontinued = (name: string) => (DISCONTINUED_NETWORKS as readonly string[]).includes(name);

export type NetworkButton = { kind: 'share'; network: ShareNetwork } | { kind: 'follow'; network: FollowNetwork; href: string };

export type DroppedNetwork = { name: string; reason: 'discontinued' | 'unknown' | 'no-profile' };

/** The profile address an editor gave, when it is a web address; the network's own touch added. */
function profileHref(network: FollowNetwork, given: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL((given ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const follow: FollowSpec = FOLLOW[network];
  follow.profile?.(url);
  return url.href;
}

/**
 * The buttons an editor listed (`data-networks="facebook, instagram"`), in order, each once:
 * share networks as share links, follow networks as links to the profile `profileOf` gives
 * (`data-instagram-url`). The rest is dropped, with the reason, for the build to say.
 */
export function readNetworks(
  list: string | undefined,
  profileOf: (network: FollowNetwork) => string | undefined,
): { buttons: NetworkButton[]; dropped: DroppedNetwork[] } {
  const names = [
    ...new Set(
      (list ?? '')
        .split(/[\s,]+/)
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const buttons: NetworkButton[] = [];
  const dropped: DroppedNetwork[] = [];
  for (const name of names) {
    if (isShareNetwork(name)) buttons.push({ kind: 'share', network: name });
    else if (isFollowNetwork(name)) {
      const href = profileHref(name, profileOf(name));
      if (href) buttons.push({ kind: 'follow', network: name, href });
      else dropped.push({ name, reason: 'no-profile' });
    } else dropped.push({ name, reason: isDiscontinued(name) ? 'discontinued' : 'unknown' });
  }
  return { buttons, dropped };
}

const REASONS: Record<DroppedNetwork['reason'], (name: string) => string> = {
  discontinued: () => 'the network has closed',
  unknown: () => 'not a network the site knows',
  'no-profile': (name) => `no profile address: give it in data-${name}-url`,
};

/** What the build says about the buttons a page lost, naming the page, for whoever runs it. */
export function droppedNetworksWarning(pageUri: string, dropped: DroppedNetwork[]): string {
  const list = dropped.map(({ name, reason }) => `${name} (${REASONS[reason](name)})`).join(', ');
  return `Share buttons on ${pageUri}: left out ${list}.`;
}
