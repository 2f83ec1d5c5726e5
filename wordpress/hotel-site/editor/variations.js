/**
 * Each feature of features.js as a variation of its block: in the inserter ("Main slider", "Tabs"),
 * in the block's transformations, and named so in the toolbar and the sidebar once chosen. A
 * variation sets the block's CSS class (what the site recognises) and, where the feature needs
 * them, the blocks inside.
 */
(function (wp, features) {
  function hasClass(className, name) {
    return (className || '').split(/\s+/).indexOf(name) !== -1;
  }

  function isFeature(block, attributes) {
    return features.list.some(function (feature) {
      return feature.block === block && hasClass(attributes && attributes.className, feature.name);
    });
  }

  // WordPress names a block after the first variation whose test passes when a test is a
  // function, and the Group's own ("Group", "Row"…) pass for any group of their layout: they
  // step aside for a group that is one of the site's features, so that it is named as such.
  wp.hooks.addFilter('blocks.registerBlockType', 'hotel-site/variation-names', function (settings, name) {
    if (!settings.variations) {
      return settings;
    }
    return Object.assign({}, settings, {
      variations: settings.variations.map(function (variation) {
        var test = variation.isActive;
        if (typeof test !== 'function') {
          return variation;
        }
        return Object.assign({}, variation, {
          isActive: function (attributes, variationAttributes) {
            return !isFeature(name, attributes) && test(attributes, variationAttributes);
          },
        });
      }),
    });
  });

  wp.domReady(function () {
    features.list.forEach(function (feature) {
      wp.blocks.registerBlockVariation(feature.block, {
        name: 'hotel-site-' + feature.name,
        title: feature.title,
        description: feature.description,
        icon: feature.icon,
        category: 'design',
        keywords: ['hotel'],
        attributes: { className: feature.name },
        innerBlocks: feature.innerBlocks,
        scope: ['inserter', 'transform'],
        isActive: function (attributes) {
          return hasClass(attributes.className, feature.name);
        },
      });
    });
  });
})(window.wp, window.hotelSiteFeatures);
