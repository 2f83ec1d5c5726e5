// Settings > General and Settings > Discussion, and the site's time zone the dates are told in.
import { GraphQLError } from 'graphql';
import type { GraphContext } from './context';

export const timeZone = (ctx: GraphContext) => String(ctx.store.site().generalSettings.timezone ?? 'UTC');

// Settings > General as an anonymous visitor sees it: WordPress keeps an empty WPLANG for
// English, and the site's e-mail address is refused (an error beside the answer).
const generalSettings = (ctx: GraphContext) => {
  const settings = ctx.store.site().generalSettings;
  return {
    ...settings,
    url: ctx.origin,
    language: settings.language === 'en_US' ? '' : settings.language,
    email: () => {
      throw new GraphQLError('Sorry, you do not have permission to view this setting.', { extensions: { category: 'user' } });
    },
  };
};

export const settingsRootFields = (ctx: GraphContext) => ({
  generalSettings: () => generalSettings(ctx),
  discussionSettings: () => ctx.store.site().discussionSettings,
});
