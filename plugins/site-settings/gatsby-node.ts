// The settings are read and checked once, before anything is built (a wrong one stops the build
// with its name), and the part browsers need is given to every bundle as one constant, so browser
// code reads no environment variable of its own (see src/config/).
import type { GatsbyNode } from 'gatsby';
import { readSettings, SettingsError } from '../../src/config/settings.server';

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    readSettings();
  } catch (error) {
    if (error instanceof SettingsError) reporter.panic(error.message);
    throw error;
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __BROWSER_SETTINGS__: JSON.stringify(readSettings().browser) })] });
};
