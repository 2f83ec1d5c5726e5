// What every content node (pages, media items, action monitor entries) answers alike.
import type { NodeKind } from '../store';
import { gmtToLocal, localToGmt } from '../wp-dates';
import type { GraphContext } from './context';
import { timeZone } from './settings';

export const contentNodeFlags = {
  isComment: false,
  isContentNode: true,
  isTermNode: false,
  isPostsPage: false,
  isRestricted: false,
  isPreview: false,
  hasPassword: false,
  password: null,
  desiredSlug: null,
  enclosure: null,
  previewRevisionDatabaseId: null,
  previewRevisionId: null,
};

// Resolved when asked for: converting time zones and reading the node's modification time, for
// every node of a list and every node those refer to, was a large part of a listing's time.
export const dates = (ctx: GraphContext, local: string, kind: NodeKind, id: number) => {
  const modifiedGmt = () => ctx.store.modified(kind, id);
  return {
    date: local,
    dateGmt: () => localToGmt(local, timeZone(ctx)),
    modified: () => {
      const gmt = modifiedGmt();
      return gmt ? gmtToLocal(gmt, timeZone(ctx)) : local;
    },
    modifiedGmt: () => modifiedGmt() ?? localToGmt(local, timeZone(ctx)),
  };
};
