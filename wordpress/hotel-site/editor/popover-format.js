/**
 * "Note" in the toolbar of any text: the selected words get a note that opens when visitors press
 * them. Saved as `<span class="popover" data-content="…" data-width data-height>`, the markup the
 * site reads.
 */
(function (wp) {
  var el = wp.element.createElement;
  var useState = wp.element.useState;
  var __ = wp.i18n.__;
  var richText = wp.richText;
  var components = wp.components;
  var NAME = 'hotel-site/popover';

  function NoteEditor(props) {
    var attributes = props.activeAttributes && props.activeAttributes.content ? props.activeAttributes : {};
    var content = useState(attributes.content || '');
    var width = useState(attributes.width || '');
    var height = useState(attributes.height || '');
    var anchor = richText.useAnchor({ editableContentElement: props.contentRef.current, settings: { tagName: 'span', className: 'popover' } });
    function field(label, state, type, help) {
      return el(type === 'textarea' ? components.TextareaControl : components.TextControl, {
        __nextHasNoMarginBottom: true,
        label: label,
        help: help,
        type: type === 'textarea' ? undefined : 'number',
        min: type === 'textarea' ? undefined : 100,
        value: state[0],
        onChange: state[1],
      });
    }
    function apply(event) {
      event.preventDefault();
      var text = content[0].trim();
      var value = props.value;
      if (text === '') {
        props.onChange(richText.removeFormat(value, NAME));
      } else {
        var saved = { content: text };
        if (String(width[0]).trim()) {
          saved.width = String(width[0]).trim();
        }
        if (String(height[0]).trim()) {
          saved.height = String(height[0]).trim();
        }
        props.onChange(richText.applyFormat(value, { type: NAME, attributes: saved }));
      }
      props.onClose();
    }
    return el(
      components.Popover,
      { anchor: anchor, placement: 'bottom', onClose: props.onClose, className: 'hotel-site-note' },
      el(
        'form',
        { onSubmit: apply, style: { padding: '12px', minWidth: '280px' } },
        field(__('Note', 'hotel-site'), content, 'textarea', __('Shown when visitors press the words. Empty: no note.', 'hotel-site')),
        field(__('Width (px)', 'hotel-site'), width, 'number', __('300 by default.', 'hotel-site')),
        field(__('Height (px)', 'hotel-site'), height, 'number', __('100 by default.', 'hotel-site')),
        el(components.Button, { variant: 'primary', type: 'submit', __next40pxDefaultSize: true }, __('Apply', 'hotel-site')),
      ),
    );
  }

  richText.registerFormatType(NAME, {
    title: __('Note', 'hotel-site'),
    tagName: 'span',
    className: 'popover',
    attributes: { content: 'data-content', width: 'data-width', height: 'data-height' },
    edit: function Edit(props) {
      var open = useState(false);
      return el(
        wp.element.Fragment,
        {},
        el(wp.blockEditor.RichTextToolbarButton, {
          icon: 'format-status',
          title: __('Note', 'hotel-site'),
          isActive: props.isActive,
          onClick: function () {
            open[1](true);
          },
        }),
        open[0]
          ? el(NoteEditor, {
              value: props.value,
              activeAttributes: props.activeAttributes,
              contentRef: props.contentRef,
              onChange: props.onChange,
              onClose: function () {
                open[1](false);
              },
            })
          : null,
      );
    },
  });

  /** "Cookie settings" on selected words: a link that reopens the cookie notice (as the Cookie Notice plugin's revoke link). */
  richText.registerFormatType('hotel-site/cookie-settings', {
    title: __('Cookie settings link', 'hotel-site'),
    tagName: 'a',
    className: 'cn-revoke-cookie',
    attributes: { href: 'href' },
    edit: function Edit(props) {
      return el(wp.blockEditor.RichTextToolbarButton, {
        icon: 'shield',
        title: __('Cookie settings link', 'hotel-site'),
        isActive: props.isActive,
        onClick: function () {
          props.onChange(
            props.isActive
              ? richText.removeFormat(props.value, 'hotel-site/cookie-settings')
              : richText.applyFormat(props.value, { type: 'hotel-site/cookie-settings', attributes: { href: '#cookie-notice' } }),
          );
        },
      });
    },
  });
})(window.wp);
