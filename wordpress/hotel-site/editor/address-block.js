/**
 * The "Hotel address" block: the hotel's address, one line per line (Shift+Enter), with its phone
 * as a link, and the check-in and check-out times in the sidebar. The site reads the hotel's facts
 * for every page's footer and search-engine card from it. Saved as
 * `<address class="hotel-address" data-checkin="15:00" data-checkout="12:00">`, the markup the site
 * reads.
 */
(function (wp) {
  var el = wp.element.createElement;
  var __ = wp.i18n.__;
  var blockEditor = wp.blockEditor;
  var components = wp.components;

  function times(attributes) {
    var data = {};
    if (attributes.checkin) {
      data['data-checkin'] = attributes.checkin;
    }
    if (attributes.checkout) {
      data['data-checkout'] = attributes.checkout;
    }
    return data;
  }

  function timeField(label, value, onChange) {
    return el(components.TextControl, {
      __nextHasNoMarginBottom: true,
      __next40pxDefaultSize: true,
      type: 'time',
      label: label,
      value: value || '',
      onChange: onChange,
    });
  }

  wp.blocks.registerBlockType('hotel-site/address', {
    apiVersion: 3,
    title: __('Hotel address', 'hotel-site'),
    description: __("The hotel's address and phone, which every page's footer shows. Put it on the directions page.", 'hotel-site'),
    category: 'text',
    icon: 'building',
    keywords: ['hotel', 'address', 'phone'],
    supports: { html: false, multiple: false },
    attributes: {
      content: { type: 'rich-text', source: 'rich-text', selector: 'address' },
      checkin: { type: 'string' },
      checkout: { type: 'string' },
    },
    edit: function Edit(props) {
      var attributes = props.attributes;
      var blockProps = blockEditor.useBlockProps(Object.assign({ className: 'hotel-address' }, times(attributes)));
      return el(
        wp.element.Fragment,
        {},
        el(
          blockEditor.InspectorControls,
          {},
          el(
            components.PanelBody,
            { title: __('Arrival and departure', 'hotel-site') },
            timeField(__('Check-in from', 'hotel-site'), attributes.checkin, function (value) {
              props.setAttributes({ checkin: value || undefined });
            }),
            timeField(__('Check-out until', 'hotel-site'), attributes.checkout, function (value) {
              props.setAttributes({ checkout: value || undefined });
            }),
          ),
        ),
        el(
          blockEditor.RichText,
          Object.assign({}, blockProps, {
            tagName: 'address',
            'aria-label': __('Hotel address', 'hotel-site'),
            value: attributes.content,
            placeholder: __('Name, street, town; Shift+Enter starts a line. Link the phone number to tel:+…', 'hotel-site'),
            onChange: function (value) {
              props.setAttributes({ content: value });
            },
          }),
        ),
      );
    },
    save: function save(props) {
      var blockProps = blockEditor.useBlockProps.save(Object.assign({ className: 'hotel-address' }, times(props.attributes)));
      return el(blockEditor.RichText.Content, Object.assign({}, blockProps, { tagName: 'address', value: props.attributes.content }));
    },
  });
})(window.wp);
