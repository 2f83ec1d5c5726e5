// Settings > General and Settings > Discussion, and the site's time zone the dates are told in.
import type { GraphContext } from './context';

export const timeZone = (ctx: GraphContext) => String(ctx.store.site().generalSettings.timezone ?? 'UTC');

// Settings > General as an anonymous visitor sees it: WordPress keeps an empty WPLANG for
// English, and the site's e-mail address is withheld (null, without an error, since WPGraphQL 2.18).
const generalSettings = (ctx: GraphContext) => {
  const settings = ctx.store.site().generalSettings;
  return {
    ...settings,
    url: ctx.origin,
    language: settings.language === 'en_US' ? '' : settings.language,
    email: null,
  };
};

export const settingsRootFields = (ctx: GraphContext) => ({
  generalSettings: () => generalSettings(ctx),
  discussionSettings: () => ctx.store.site().discussionSettings,
});
