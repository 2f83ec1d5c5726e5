// Browser code reads the build's settings from `__BROWSER_SETTINGS__`, which Gatsby's bundles get
// from plugins/site-settings; tests get what a build with the given variables (none by default)
// would give them.
import { readSettings } from '../../src/config/settings.server';

export function setBrowserSettings(environment: NodeJS.ProcessEnv = {}): void {
  Object.assign(globalThis, { __BROWSER_SETTINGS__: readSettings(environment).browser });
}

setBrowserSettings();
