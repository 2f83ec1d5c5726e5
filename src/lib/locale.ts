/** WordPress locales use an underscore (`fr_FR`); Intl wants a BCP 47 tag (`fr-FR`). */
export const bcp47 = (locale: string): string => locale.replace(/_/g, '-');
