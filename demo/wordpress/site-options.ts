// site.yaml's settings as the WordPress options they are: what the importer writes into a real
// WordPress, and what the demo compares to tell which options an edit of site.yaml changed (WPGatsby
// records one action per option changed, named after the option).
import type { SiteSettings } from './content-files';

// site.yaml's general settings, by the WordPress option each one is.
const GENERAL_OPTIONS: Record<string, string> = {
  title: 'blogname',
  description: 'blogdescription',
  email: 'admin_email',
  timezone: 'timezone_string',
  dateFormat: 'date_format',
  timeFormat: 'time_format',
  startOfWeek: 'start_of_week',
  language: 'WPLANG',
};

// WordPress's defaults, kept by the demo when site.yaml leaves a setting out (see demo/content/README.md).
export const DISCUSSION_DEFAULTS = {
  commentModeration: true,
  commentPreviouslyApproved: true,
  requireNameEmail: true,
  commentRegistration: false,
} as const;

/** The discussion settings that decide a new comment's fate, with WordPress's defaults filled in. */
export function discussionFlags(discussion: SiteSettings['discussionSettings']): { [K in keyof typeof DISCUSSION_DEFAULTS]: boolean } {
  return {
    commentModeration: discussion.commentModeration ?? DISCUSSION_DEFAULTS.commentModeration,
    commentPreviouslyApproved: discussion.commentPreviouslyApproved ?? DISCUSSION_DEFAULTS.commentPreviouslyApproved,
    requireNameEmail: discussion.requireNameEmail ?? DISCUSSION_DEFAULTS.requireNameEmail,
    commentRegistration: discussion.commentRegistration ?? DISCUSSION_DEFAULTS.commentRegistration,
  };
}

/** The WordPress options site.yaml sets, by option name, in the order the importer writes them. */
export function siteOptions(site: SiteSettings): Record<string, string | number> {
  const options: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(site.generalSettings)) {
    const option = GENERAL_OPTIONS[key];
    // A setting the importer does not know would silently differ between the demo and WordPress.
    if (!option) throw new Error(`site.yaml: generalSettings.${key} has no WordPress option the importer knows`);
    // WordPress keeps US English as an empty WPLANG.
    options[option] = option === 'WPLANG' && value === 'en_US' ? '' : value;
  }
  const discussion = site.discussionSettings;
  const flags = discussionFlags(discussion);
  const flag = (value: boolean) => (value ? 1 : 0);
  Object.assign(options, {
    default_comment_status: discussion.defaultCommentStatus,
    default_ping_status: discussion.defaultPingStatus,
    comment_moderation: flag(flags.commentModeration),
    comment_previously_approved: flag(flags.commentPreviouslyApproved),
    require_name_email: flag(flags.requireNameEmail),
    comment_registration: flag(flags.commentRegistration),
  });
  return options;
}

// The options whose change WPGatsby 2.3 records (SettingsMonitor::should_track_option()'s list).
const TRACKED_OPTIONS = new Set([
  'siteurl',
  'home',
  'blogname',
  'blogdescription',
  'start_of_week',
  'default_category',
  'default_comment_status',
  'posts_per_page',
  'date_format',
  'time_format',
  'blog_charset',
  'active_plugins',
  'category_base',
  'gmt_offset',
  'template',
  'stylesheet',
  'comment_registration',
  'default_role',
  'show_on_front',
  'tag_base',
  'show_avatars',
  'avatar_rating',
  'upload_url_path',
  'comments_per_page',
  'default_comments_page',
  'comment_order',
  'sticky_posts',
  'timezone_string',
  'default_post_format',
  'site_icon',
  'current_theme',
]);

/**
 * The options WPGatsby records a change of, between two versions of site.yaml, in the order they
 * are written. update_option() with an unchanged value changes nothing, so records nothing.
 */
export function trackedOptionChanges(before: SiteSettings, after: SiteSettings): string[] {
  const old = siteOptions(before);
  return Object.entries(siteOptions(after))
    .filter(([name, value]) => TRACKED_OPTIONS.has(name) && String(old[name] ?? '') !== String(value))
    .map(([name]) => name);
}
