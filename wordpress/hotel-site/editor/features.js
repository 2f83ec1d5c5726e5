/**
 * The site's features as the block editor offers them: for each, the block it is made of, the CSS
 * class the site recognises it by, and the settings the site reads from the block's `data-*`
 * attributes. The other scripts of this folder read this table: variations.js puts each feature
 * in the inserter, settings.js gives its settings a panel in the sidebar and writes them into the
 * saved markup. What they save is the markup the site has always read, so a block written by hand
 * the old way and one made here are the same to the site.
 */
(function () {
  var __ = window.wp.i18n.__;
  var sprintf = window.wp.i18n.sprintf;

  /** A number of seconds, where 0 means "does not turn by itself". */
  function interval(fallback) {
    return {
      key: 'interval',
      type: 'number',
      label: __('Seconds per slide', 'hotel-site'),
      /* translators: %s: the seconds per slide when the field is left empty. */
      help: sprintf(__('0: only visitors turn it. Empty: %s s.', 'hotel-site'), fallback),
      min: 0,
      max: 120,
    };
  }

  /** The id of a YouTube video from the addresses YouTube gives (watch, share, embed, shorts), or null. */
  function youtubeId(address) {
    var text = (address || '').trim();
    if (/^[\w-]{11}$/.test(text)) {
      return text;
    }
    var url;
    try {
      url = new URL(text);
    } catch (e) {
      return null;
    }
    var host = url.hostname.replace(/^(www|m)\./, '');
    var id = null;
    if (host === 'youtu.be') {
      id = url.pathname.slice(1);
    } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      var path = url.pathname.match(/^\/(embed|shorts|live)\/([\w-]+)/);
      id = path ? path[2] : url.searchParams.get('v');
    }
    return id && /^[\w-]{11}$/.test(id) ? id : null;
  }

  window.hotelSiteFeatures = {
    youtubeId: youtubeId,
    /** Networks with a share page: the name the site reads, and the name people know. */
    shareNetworks: [
      ['facebook', 'Facebook'],
      ['twitter', 'X (Twitter)'],
      ['linkedin', 'LinkedIn'],
      ['pinterest', 'Pinterest'],
      ['email', __('E-mail', 'hotel-site')],
      ['whatsapp', 'WhatsApp'],
      ['telegram', 'Telegram'],
      ['reddit', 'Reddit'],
      ['xing', 'XING'],
      ['tumblr', 'Tumblr'],
      ['pocket', 'Pocket'],
      ['buffer', 'Buffer'],
      ['line', 'LINE'],
      ['vk', 'VK'],
      ['weibo', 'Weibo'],
      ['hackernews', 'Hacker News'],
    ],
    /** Networks with nothing to share to: the button leads to the hotel's profile there. */
    followNetworks: [
      ['instagram', 'Instagram'],
      ['youtube', 'YouTube'],
      ['github', 'GitHub'],
      ['dribbble', 'Dribbble'],
      ['codepen', 'CodePen'],
      ['flattr', 'Flattr'],
    ],
    list: [
      {
        name: 'main-slider',
        block: 'core/gallery',
        title: __('Main slider', 'hotel-site'),
        description: __('The pictures one at a time, full width, with a pause button, arrows and a counter.', 'hotel-site'),
        icon: 'slides',
        settings: [interval(9)],
      },
      {
        name: 'awards-slider',
        block: 'core/gallery',
        title: __('Awards slider', 'hotel-site'),
        description: __('Award logos turning one by one, with their captions.', 'hotel-site'),
        icon: 'awards',
        settings: [interval(4)],
      },
      {
        name: 'stay-search',
        block: 'core/group',
        title: __('Stay search', 'hotel-site'),
        description: __(
          'Your heading and text, then arrival and departure dates and guests, which open the booking engine. First in a page, it shows in the first screen, with the featured image and the title.',
          'hotel-site',
        ),
        icon: 'calendar-alt',
        innerBlocks: [
          ['core/heading', { content: __('Plan your stay', 'hotel-site') }],
          ['core/paragraph', { content: __('Choose your dates to see our rates, or write to us.', 'hotel-site') }],
        ],
        settings: [],
      },
      {
        name: 'stats-numbers',
        block: 'core/group',
        title: __('Counting numbers', 'hotel-site'),
        description: __('Numbers in bold count up when visitors scroll to them.', 'hotel-site'),
        icon: 'chart-bar',
        innerBlocks: [
          [
            'core/columns',
            {},
            [
              /* translators: %s: the number, in bold, that counts up. */
              ['core/column', {}, [['core/paragraph', { content: sprintf(__('%s the year we opened', 'hotel-site'), '<strong>1898</strong>') }]]],
              /* translators: %s: the number, in bold, that counts up. */
              ['core/column', {}, [['core/paragraph', { content: sprintf(__('%s rooms and suites', 'hotel-site'), '<strong>74</strong>') }]]],
            ],
          ],
        ],
        settings: [],
      },
      {
        name: 'tabs',
        block: 'core/group',
        title: __('Tabs', 'hotel-site'),
        description: __('Each group inside that starts with a heading becomes a tab named by it.', 'hotel-site'),
        icon: 'index-card',
        innerBlocks: [
          [
            'core/group',
            { className: 'tab' },
            [
              ['core/heading', { level: 3, content: __('First tab', 'hotel-site') }],
              ['core/paragraph', {}],
            ],
          ],
          [
            'core/group',
            { className: 'tab' },
            [
              ['core/heading', { level: 3, content: __('Second tab', 'hotel-site') }],
              ['core/paragraph', {}],
            ],
          ],
        ],
        settings: [
          {
            key: 'interval',
            type: 'number',
            label: __('Seconds per tab', 'hotel-site'),
            help: __('Empty or 0: the tabs change only when visitors choose one.', 'hotel-site'),
            min: 0,
            max: 120,
          },
        ],
      },
      {
        name: 'hover-box',
        block: 'core/group',
        title: __('Hover box', 'hotel-site'),
        description: __('A picture whose text rises over it on hover, focus or tap.', 'hotel-site'),
        icon: 'format-image',
        innerBlocks: [
          ['core/image', {}],
          [
            'core/group',
            { className: 'hover-box-content' },
            [
              ['core/heading', { level: 3 }],
              ['core/paragraph', {}],
            ],
          ],
        ],
        settings: [],
      },
      {
        name: 'share-buttons',
        block: 'core/group',
        title: __('Share buttons', 'hotel-site'),
        description: __('A "share" button that shows links to the networks you choose, with share counts.', 'hotel-site'),
        icon: 'share',
        innerBlocks: [['core/paragraph', { content: __('Share this page', 'hotel-site') }]],
        settings: [
          { key: 'networks', type: 'networks', label: __('Networks', 'hotel-site') },
          {
            key: 'id',
            type: 'text',
            label: __('Share count name', 'hotel-site'),
            help: __('Optional: the same name on the translations of a page adds up their counts.', 'hotel-site'),
          },
          { key: 'url', type: 'url', label: __('Address to share', 'hotel-site'), help: __('Optional: this page by default.', 'hotel-site') },
          { key: 'message', type: 'text', label: __('Message', 'hotel-site'), help: __("Optional: the page's title by default.", 'hotel-site') },
          { key: 'image-url', type: 'url', label: __('Picture to pin', 'hotel-site'), help: __('Optional, for Pinterest, VK and Weibo.', 'hotel-site') },
        ],
      },
      {
        name: 'hotel-map',
        block: 'core/group',
        title: __('Hotel map', 'hotel-site'),
        description: __('The map with directions to the hotel. Its text shows where the map cannot.', 'hotel-site'),
        icon: 'location-alt',
        innerBlocks: [['core/paragraph', { content: __('The hotel on the map.', 'hotel-site') }]],
        settings: [
          {
            key: 'lat',
            type: 'number',
            label: __('Latitude', 'hotel-site'),
            help: __('In degrees, north positive (43.7402).', 'hotel-site'),
            min: -90,
            max: 90,
            step: 'any',
          },
          {
            key: 'lng',
            type: 'number',
            label: __('Longitude', 'hotel-site'),
            help: __('In degrees, east positive (7.4283).', 'hotel-site'),
            min: -180,
            max: 180,
            step: 'any',
          },
        ],
      },
      {
        name: 'video-background',
        block: 'core/cover',
        title: __('Video background', 'hotel-site'),
        description: __("A muted YouTube video behind the cover's text, once visitors accept third parties. The cover's image shows before.", 'hotel-site'),
        icon: 'video-alt3',
        settings: [{ key: 'video', type: 'youtube', label: __('YouTube video address', 'hotel-site') }],
      },
    ],
  };
})();
