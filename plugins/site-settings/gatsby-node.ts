// The settings are read and checked once, before anything is built (a wrong one stops the build
// with its name), and the part browsers need is given to every bundle as one constant, so browser
// code reads no environment variable of its own (see src/config/). A production build (one that
// reads a WordPress not on this machine) also stops when an address visitors' browsers need is
// missing or still the demo's.
import type { GatsbyNode } from 'gatsby';
import { productionProblems } from '../../src/config/production-settings.server';
import { readSettings, SettingsError } from '../../src/config/settings.server';

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    const problems = productionProblems(process.env, readSettings());
    if (problems.length > 0) {
      reporter.panic(
        `This production build is missing settings (see docs/settings.md, and the go-live checklist in docs/operators.md):\n  ${problems.join('\n  ')}`,
      );
    }
  } catch (error) {
    if (error instanceof SettingsError) reporter.panic(error.message);
    throw error;
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __BROWSER_SETTINGS__: JSON.stringify(readSettings().browser) })] });
};
