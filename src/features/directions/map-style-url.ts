/** The map style's address for the page's language: `{lang}` in the configured one (GATSBY_MAP_STYLE_URL). */
export const styleUrlFor = (template: string, language: string): string => template.replace('{lang}', encodeURIComponent(language));
