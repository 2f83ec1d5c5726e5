/**
 * After a published page is saved: whether the change is waiting, building, live or failed on the
 * site, in one of WordPress's notices (the same notice, updated as the build moves on, which
 * WordPress announces to screen readers) and in the panel shown after publishing. It asks the
 * plugin's route (GET hotel-site/v1/build-status) every few seconds until the build is live or
 * failed, for ten minutes at most.
 */
(function (wp, settings) {
  var el = wp.element.createElement;
  var __ = wp.i18n.__;
  var sprintf = wp.i18n.sprintf;
  var NOTICE = 'hotel-site-build-status';
  var EVERY = 4000;
  var AT_MOST = 10 * 60 * 1000;
  var postTypes = (settings && settings.postTypes) || ['page'];

  // What the panel shows; it listens, since the notices' store is not its own.
  var latest = { text: '' };
  var listeners = [];
  function tell(text) {
    latest = { text: text };
    listeners.forEach(function (listener) {
      listener(latest);
    });
  }

  function timeOf(seconds) {
    return wp.date.dateI18n(wp.date.getSettings().formats.time, new Date(seconds * 1000));
  }

  /** The notice for a state, or null when the site says nothing worth showing. */
  function noticeFor(view) {
    var build = view.build || {};
    var site = build.site || (view.last_live && view.last_live.site) || '';
    switch (view.state) {
      case 'pending':
        return { status: 'info', text: sprintf(__('Your change is saved. The site builds it at %s.', 'hotel-site'), timeOf(view.pending.next)) };
      case 'building':
        return { status: 'info', text: __('The site is being built with your change…', 'hotel-site') };
      case 'live':
        return {
          status: 'success',
          text: __('Your change is live.', 'hotel-site'),
          actions: site ? [{ label: __('View on the site', 'hotel-site'), url: site }] : [],
        };
      case 'failed':
        return {
          status: 'error',
          text: sprintf(
            __('The build failed: %s. The site still shows the last good build.', 'hotel-site'),
            (build.message || __('no reason given', 'hotel-site')).replace(/[.!\s]+$/, ''),
          ),
        };
      default:
        return null;
    }
  }

  function show(notice) {
    wp.data.dispatch('core/notices').createNotice(notice.status, notice.text, { id: NOTICE, isDismissible: true, actions: notice.actions || [] });
    tell(notice.text);
  }

  var run = 0;
  /** Follows the build of the change just saved, until it ends; a new save starts again. */
  function follow(postId) {
    var mine = ++run;
    var until = Date.now() + AT_MOST;
    // A `live` or `failed` seen before the change was waiting or building is an earlier build's.
    var onItsWay = false;
    function ask() {
      if (mine !== run) {
        return;
      }
      wp.apiFetch({ path: '/hotel-site/v1/build-status' }).then(
        function (view) {
          if (mine !== run) {
            return;
          }
          var changes = (view.build && view.build.changes) || [];
          var ours = changes.indexOf(wp.data.select('core/editor').getCurrentPostType() + ' ' + postId) !== -1;
          var ended = view.state === 'live' || view.state === 'failed';
          if (view.state === 'pending' || view.state === 'building') {
            onItsWay = true;
          }
          if (ended && !onItsWay && !ours) {
            view = { state: 'building', build: view.build, last_live: view.last_live };
          }
          var notice = noticeFor(view);
          if (!notice) {
            return;
          }
          show(notice);
          if (ended && (onItsWay || ours)) {
            return;
          }
          later();
        },
        // The route may not answer for a moment (a deploy of WordPress itself): asked again.
        later,
      );
    }
    function later() {
      if (Date.now() < until) {
        window.setTimeout(ask, EVERY);
      } else if (mine === run) {
        show({
          status: 'warning',
          text: __('The site has not said for ten minutes whether your change is live. The Dashboard’s “Site status” shows the latest it said.', 'hotel-site'),
        });
      }
    }
    ask();
  }

  var wasSaving = false;
  wp.data.subscribe(function () {
    var editor = wp.data.select('core/editor');
    if (!editor) {
      return;
    }
    var saving = editor.isSavingPost() && !editor.isAutosavingPost();
    if (wasSaving && !saving && editor.didPostSaveRequestSucceed()) {
      if (editor.getCurrentPostAttribute('status') === 'publish' && postTypes.indexOf(editor.getCurrentPostType()) !== -1) {
        follow(editor.getCurrentPostId());
      }
    }
    wasSaving = saving;
  });

  function PanelText() {
    var state = wp.element.useState(latest);
    wp.element.useEffect(function () {
      listeners.push(state[1]);
      return function () {
        listeners.splice(listeners.indexOf(state[1]), 1);
      };
    }, []);
    return el('p', null, state[0].text || __('The site is asked to build your change.', 'hotel-site'));
  }

  wp.domReady(function () {
    // WordPress 6.6 moved the panel to the editor package; 6.5 has it in edit-post only.
    var Panel = (wp.editor && wp.editor.PluginPostPublishPanel) || (wp.editPost && wp.editPost.PluginPostPublishPanel);
    if (!Panel) {
      return;
    }
    wp.plugins.registerPlugin('hotel-site-build-status', {
      render: function () {
        return el(Panel, { title: __('Site status', 'hotel-site'), initialOpen: true, className: 'hotel-site-build-status' }, el(PanelText));
      },
    });
  });
})(window.wp, window.hotelSiteBuildStatus);
