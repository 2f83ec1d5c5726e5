// The comments as the build rendered them, with their code (the form, replies, sending) loaded
// when the visitor first reaches for them (lazy-on-first-use.tsx): a visitor who only reads the
// page never downloads it. A reply link clicked before the code has come is held by the page's
// loader and answered once it has (held-use-attribute.ts).
import * as React from 'react';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';
import type { Comments } from './Comments';

const { Component, useLoadOnFirstUse } = lazyOnFirstUse(
  () => import(/* webpackChunkName: "comments" */ './Comments').then((module) => ({ default: module.Comments })),
  { selector: '#comments' },
);

export function CommentsOnFirstUse(props: React.ComponentProps<typeof Comments>) {
  useLoadOnFirstUse();
  return (
    <React.Suspense fallback={null}>
      <Component {...props} />
    </React.Suspense>
  );
}
