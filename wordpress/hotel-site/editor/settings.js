/**
 * A panel in the block sidebar, named after the feature, for the blocks of features.js, and the
 * settings it holds written into the saved markup as the `data-*` attributes the site reads.
 *
 * The settings are kept in one block attribute, `hotelSite` (`{ interval: '5' }`), saved in the
 * block's comment like any other, and added to the block's outer element by the
 * `blocks.getSaveContent.extraProps` filter: WordPress saves `data-interval="5"` on the gallery,
 * and opening the page again rebuilds the same markup, so the block stays valid. `data-*`
 * attributes pass WordPress's filtering of editors without `unfiltered_html` (wp_kses allows them
 * on every element).
 */
(function (wp, features) {
  var el = wp.element.createElement;
  var __ = wp.i18n.__;
  var sprintf = wp.i18n.sprintf;
  var addFilter = wp.hooks.addFilter;
  var components = wp.components;
  var InspectorControls = wp.blockEditor.InspectorControls;

  var BLOCKS = features.list.map(function (feature) {
    return feature.block;
  });

  function classes(className) {
    return (className || '').split(/\s+/).filter(Boolean);
  }

  /** The feature a block is, by its class; null for any other block. */
  function featureOf(name, attributes) {
    var own = classes(attributes.className);
    return (
      features.list.find(function (feature) {
        return feature.block === name && own.indexOf(feature.name) !== -1;
      }) || null
    );
  }

  /** The `data-*` attributes a feature's settings save, each only when it has a value. */
  function dataAttributes(feature, values) {
    var data = {};
    if (!values) {
      return data;
    }
    var keys = feature.settings.map(function (setting) {
      return setting.key;
    });
    if (feature.name === 'share-buttons') {
      features.followNetworks.forEach(function (network) {
        keys.push(network[0] + '-url');
      });
    }
    if (feature.name === 'video-background') {
      keys = ['video-provider', 'video-id'];
    }
    keys.forEach(function (key) {
      var value = values[key];
      if (value !== undefined && value !== null && String(value).trim() !== '') {
        data['data-' + key] = String(value).trim();
      }
    });
    return data;
  }

  addFilter('blocks.registerBlockType', 'hotel-site/settings-attribute', function (settings, name) {
    if (BLOCKS.indexOf(name) === -1) {
      return settings;
    }
    return Object.assign({}, settings, {
      attributes: Object.assign({}, settings.attributes, { hotelSite: { type: 'object' } }),
    });
  });

  addFilter('blocks.getSaveContent.extraProps', 'hotel-site/settings-markup', function (props, blockType, attributes) {
    var feature = featureOf(blockType.name, attributes);
    return feature ? Object.assign({}, props, dataAttributes(feature, attributes.hotelSite)) : props;
  });

  function NumberSetting(props) {
    return el(components.TextControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      type: 'number',
      label: props.setting.label,
      help: props.setting.help,
      min: props.setting.min,
      max: props.setting.max,
      step: props.setting.step || 1,
      value: props.value || '',
      onChange: props.onChange,
    });
  }

  function TextSetting(props) {
    return el(components.TextControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      type: props.setting.type === 'url' ? 'url' : 'text',
      label: props.setting.label,
      help: props.setting.help,
      value: props.value || '',
      onChange: props.onChange,
    });
  }

  /** A box per network; a follow network's box opens a field for the hotel's profile address. */
  function NetworksSetting(props) {
    var chosen = classes((props.values.networks || '').replace(/,/g, ' '));
    function toggle(network, on) {
      var next = chosen.filter(function (name) {
        return name !== network;
      });
      if (on) {
        next.push(network);
      }
      props.set({ networks: next.join(',') });
    }
    function box(entry, follow) {
      var network = entry[0];
      var on = chosen.indexOf(network) !== -1;
      return el(
        'div',
        { key: network },
        el(components.CheckboxControl, {
          label: entry[1],
          checked: on,
          onChange: function (value) {
            toggle(network, value);
          },
        }),
        follow && on
          ? el(components.TextControl, {
              __nextHasNoMarginBottom: true,
              __next40pxDefaultSize: true,
              type: 'url',
              /* translators: %s: a social network's name. */
              label: sprintf(__('Profile address (%s)', 'hotel-site'), entry[1]),
              value: props.values[network + '-url'] || '',
              onChange: function (value) {
                var change = {};
                change[network + '-url'] = value;
                props.set(change);
              },
            })
          : null,
      );
    }
    return el(
      'fieldset',
      { className: 'hotel-site-networks' },
      el('legend', {}, props.setting.label),
      features.shareNetworks.map(function (entry) {
        return box(entry, false);
      }),
      el('p', { className: 'hotel-site-networks__follow' }, __('Links to the hotel’s profile:', 'hotel-site')),
      features.followNetworks.map(function (entry) {
        return box(entry, true);
      }),
    );
  }

  /** A YouTube address, kept as the provider and the id the site reads; a clear word when it is not one. */
  function YoutubeSetting(props) {
    var typed = wp.element.useState(null);
    var text = typed[0] !== null ? typed[0] : props.values['video-id'] ? 'https://www.youtube.com/watch?v=' + props.values['video-id'] : '';
    var id = features.youtubeId(text);
    return el(components.TextControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      type: 'url',
      label: props.setting.label,
      help: text === '' || id ? __('Copy it from YouTube’s Share button.', 'hotel-site') : __('This is not the address of a YouTube video.', 'hotel-site'),
      value: text,
      onChange: function (value) {
        typed[1](value);
        var found = features.youtubeId(value);
        props.set(found ? { 'video-provider': 'youtube', 'video-id': found } : { 'video-provider': undefined, 'video-id': undefined });
      },
    });
  }

  function Setting(props) {
    var setting = props.setting;
    var value = props.values[setting.key];
    function onChange(next) {
      var change = {};
      change[setting.key] = next;
      props.set(change);
    }
    switch (setting.type) {
      case 'number':
        return el(NumberSetting, { setting: setting, value: value, onChange: onChange });
      case 'networks':
        return el(NetworksSetting, props);
      case 'youtube':
        return el(YoutubeSetting, props);
      default:
        return el(TextSetting, { setting: setting, value: value, onChange: onChange });
    }
  }

  var withSettingsPanel = wp.compose.createHigherOrderComponent(function (BlockEdit) {
    return function (props) {
      var feature = featureOf(props.name, props.attributes);
      if (!feature || feature.settings.length === 0) {
        return el(BlockEdit, props);
      }
      var values = props.attributes.hotelSite || {};
      function set(change) {
        var next = Object.assign({}, values, change);
        Object.keys(next).forEach(function (key) {
          if (next[key] === undefined || next[key] === '') {
            delete next[key];
          }
        });
        props.setAttributes({ hotelSite: Object.keys(next).length ? next : undefined });
      }
      return el(
        wp.element.Fragment,
        {},
        el(BlockEdit, props),
        el(
          InspectorControls,
          {},
          el(
            components.PanelBody,
            { title: feature.title, className: 'hotel-site-settings' },
            feature.settings.map(function (setting) {
              return el(Setting, { key: setting.key, setting: setting, values: values, set: set });
            }),
          ),
        ),
      );
    };
  }, 'withHotelSiteSettings');

  addFilter('editor.BlockEdit', 'hotel-site/settings-panel', withSettingsPanel);
})(window.wp, window.hotelSiteFeatures);
