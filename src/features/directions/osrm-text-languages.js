// Stands in for osrm-text-instructions' own `languages.js` in the browser build (see
// plugins/directions/): the same shape, with only the languages the site is written in. A
// language added to the site is added here too; until then its directions are worded in English.
const instructions = {
  de: require('osrm-text-instructions/languages/translations/de.json'),
  en: require('osrm-text-instructions/languages/translations/en.json'),
  fr: require('osrm-text-instructions/languages/translations/fr.json'),
};

module.exports = {
  supportedCodes: Object.keys(instructions),
  instructions,
  grammars: { fr: require('osrm-text-instructions/languages/grammar/fr.json') },
  abbreviations: {
    de: require('osrm-text-instructions/languages/abbreviations/de.json'),
    en: require('osrm-text-instructions/languages/abbreviations/en.json'),
    fr: require('osrm-text-instructions/languages/abbreviations/fr.json'),
  },
};
