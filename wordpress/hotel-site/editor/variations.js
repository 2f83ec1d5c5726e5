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
