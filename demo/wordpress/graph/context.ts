// What every resolver module of the graph shares.
import type { ConnectionArgs } from '../connection';
import type { Store } from '../store';

/** The state one graph answers from, handed to every resolver that needs more than its record. */
export type GraphContext = {
  store: Store;
  /** The public origin WordPress believes it has, without a trailing slash. */
  origin: string;
  /** Contact Form 7's numbering of the forms rendered so far in this graph's answer. */
  numberForms: (html: string) => string;
  /** WordPress's wp_unique_id() numbering of what was rendered so far in it (the galleries' classes). */
  numberUniqueIds: (html: string) => string;
};

/** A connection field's arguments. */
export type Args = ConnectionArgs & { where?: Record<string, unknown> | null };

export type Node = { __typename: string; databaseId: number; id: string };
