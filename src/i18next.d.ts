import 'i18next';

// Missing strings fall back to the default language (returnNull: false in gatsby-config), so
// `t()` always gives a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
