// Resolvers for the demo's WordPress GraphQL schema. Each WordPress object becomes a plain object
// whose fields are values or functions of the field's arguments (graphql-js calls them), so the
// shape of an answer can be read off the code next to the schema in ./schema.graphql. The
// objects of each type, and the root fields that list or find them, are in ./graph/.
import { uniqueIdNumbering } from './blocks';
import { formNumbering } from './cf7/markup';
import { actionMonitorRootFields } from './graph/action-monitor';
import { commentRootFields } from './graph/comments';
import type { GraphContext } from './graph/context';
import { languageRootFields } from './graph/languages';
import { mediaRootFields } from './graph/media';
import { menuRootFields } from './graph/menus';
import { mutationRootFields } from './graph/mutations';
import { nodeRootFields } from './graph/nodes';
import { pageRootFields, uriOf } from './graph/pages';
import { settingsRootFields } from './graph/settings';
import { userRootFields } from './graph/users';
import { wpGatsbyRootFields } from './graph/wpgatsby';
import type { Store } from './store';
import type { PageRecord } from './content-files';

export { UPLOADS_PATH } from './graph/media';

export type GraphOptions = {
  /** The public origin WordPress believes it has, e.g. http://127.0.0.1:8790 */
  origin: string;
  prettyPermalinks?: boolean;
  /** The clock, in ms; tests move it to step past WordPress's 15-second flood limit. */
  now?: () => number;
};

export function createWordPressGraph(store: Store, options: GraphOptions) {
  const ctx: GraphContext = {
    store,
    origin: options.origin.replace(/\/$/, ''),
    // A graph answers one request: Contact Form 7 numbers the forms rendered in it (unit tags -o1, -o2…).
    numberForms: formNumbering(),
    // …and WordPress numbers the galleries rendered in it (wp_unique_id(): wp-block-gallery-1, -2…).
    numberUniqueIds: uniqueIdNumbering(),
  };
  return {
    ...wpGatsbyRootFields(options.prettyPermalinks),
    ...settingsRootFields(ctx),
    ...languageRootFields(ctx),
    ...pageRootFields(ctx),
    ...mediaRootFields(ctx),
    ...menuRootFields(ctx),
    ...commentRootFields(ctx),
    ...userRootFields(ctx),
    ...nodeRootFields(ctx),
    ...mutationRootFields(ctx, options.now),
    ...actionMonitorRootFields(ctx),
  };
}

/** A page's path on WordPress (`/new-rooftop-terrace/`), as its permalink gives it. */
export function pathOfPage(store: Store, page: PageRecord): string {
  return uriOf({ store, origin: '', numberForms: formNumbering(), numberUniqueIds: uniqueIdNumbering() }, page);
}

/** The page WordPress shows at a path (`/fr/nous-contacter/`): what its front end answers there. */
export function pageAtPath(store: Store, path: string): PageRecord | undefined {
  const ctx: GraphContext = { store, origin: '', numberForms: formNumbering(), numberUniqueIds: uniqueIdNumbering() };
  return store.all<PageRecord>('page').find((p) => uriOf(ctx, p) === path);
}
