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

export const dates = (ctx: GraphContext, local: string, kind: NodeKind, id: number) => {
  const modifiedGmt = ctx.store.modified(kind, id);
  return {
    date: local,
    dateGmt: localToGmt(local, timeZone(ctx)),
    modified: modifiedGmt ? gmtToLocal(modifiedGmt, timeZone(ctx)) : local,
    modifiedGmt: modifiedGmt ?? localToGmt(local, timeZone(ctx)),
  };
};
