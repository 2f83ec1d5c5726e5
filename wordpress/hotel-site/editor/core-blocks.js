/**
 * The core blocks the site does not offer (decision 022, the table in docs/editors.md): out of the
 * inserter, with the reason as their description, which the sidebar shows when a page already
 * holds one (written before the plugin, or pasted); the site still shows such content as
 * docs/editors.md says. The block stays registered, so that content opens as valid blocks.
 */
(function (wp) {
  var __ = wp.i18n.__;

  // One line each, as the translation files' test reads them.
  // prettier-ignore
  var REASONS = {
    accordion: __('Not on the site: use a Details block for each question instead. It opens and closes on the site, in every WordPress version the site supports.', 'hotel-site'),
    tabs: __("Not on the site: use the Hotel site's Tabs instead (a group per tab, named by its heading). They work in every WordPress version the site supports.", 'hotel-site'),
    theme: __("Not on the site: it belongs to WordPress's theme, which visitors never see. The site's own layout shows each page's title, menus, language switcher, comments and footer.", 'hotel-site'),
    posts: __("Not on the site: it lists or links to WordPress's posts and archives, which the site does not publish. Link to the site's pages instead.", 'hotel-site'),
    search: __('Not on the site: the site has no search.', 'hotel-site'),
    playlist: __('Not on the site: use an Audio block for each track instead.', 'hotel-site'),
    drawing: __('Not on the site: the site shows no drawings (SVG) or formulas from the content. Use an Image, or Buttons for links.', 'hotel-site'),
  };

  /** Each block the inserter no longer offers, and why. Its inner blocks go with it. */
  var REMOVED = {
    'core/accordion': 'accordion',
    'core/tabs': 'tabs',
    'core/playlist': 'playlist',
    'core/search': 'search',
    'core/icon': 'drawing',
    'core/math': 'drawing',
    'core/social-links': 'drawing',
    'core/archives': 'posts',
    'core/calendar': 'posts',
    'core/categories': 'posts',
    'core/tag-cloud': 'posts',
    'core/latest-posts': 'posts',
    'core/latest-comments': 'posts',
    'core/query': 'posts',
    'core/terms-query': 'posts',
    'core/navigation': 'theme',
    'core/navigation-overlay-close': 'theme',
    'polylang/navigation-language-switcher': 'theme',
    'core/site-logo': 'theme',
    'core/site-title': 'theme',
    'core/site-tagline': 'theme',
    'core/template-part': 'theme',
    'core/loginout': 'theme',
    'core/avatar': 'theme',
    'core/breadcrumbs': 'theme',
    'core/post-title': 'theme',
    'core/post-content': 'theme',
    'core/post-date': 'theme',
    'core/post-excerpt': 'theme',
    'core/post-featured-image': 'theme',
    // WordPress 6.8 still offers the Author block that 7.1 replaced by Author Name.
    'core/post-author': 'theme',
    'core/post-author-name': 'theme',
    'core/post-author-biography': 'theme',
    'core/post-terms': 'theme',
    'core/post-navigation-link': 'theme',
    'core/post-time-to-read': 'theme',
    'core/post-comments-count': 'theme',
    'core/post-comments-link': 'theme',
    'core/post-comments-form': 'theme',
    'core/comments': 'theme',
    'core/read-more': 'theme',
    'core/query-title': 'theme',
    'core/term-description': 'theme',
    'core/term-name': 'theme',
    'core/term-count': 'theme',
    'polylang/language-switcher': 'theme',
    'core/legacy-widget': 'theme',
    'core/widget-group': 'theme',
  };

  function removed(settings, name) {
    return Object.assign({}, settings, {
      description: REASONS[REMOVED[name]],
      supports: Object.assign({}, settings.supports, { inserter: false }),
    });
  }

  wp.hooks.addFilter('blocks.registerBlockType', 'hotel-site/removed-blocks', function (settings, name) {
    if (REMOVED[name]) {
      return removed(settings, name);
    }
    // An editor who looks for an accordion finds the block the site makes one of.
    if (name === 'core/details') {
      var word = __('accordion', 'hotel-site');
      return Object.assign({}, settings, { keywords: (settings.keywords || []).concat(word === 'accordion' ? [word] : [word, 'accordion']) });
    }
    return settings;
  });

  // A plugin's block registered before this script ran (the filter came too late for it): its
  // type is put back with the same changes.
  function removeRegistered() {
    Object.keys(REMOVED).forEach(function (name) {
      var type = wp.blocks.getBlockType(name);
      if (type && wp.blocks.hasBlockSupport(name, 'inserter', true)) {
        wp.data.dispatch(wp.blocks.store).addBlockTypes(removed(type, name));
      }
    });
  }
  removeRegistered();
  wp.domReady(removeRegistered);
})(window.wp);
