// Every GraphQL request gatsby-source-wordpress sent during a recorded cold and warm build
// (`npm run wordpress:record`), sent to the demo backend and to the real WordPress filled with the
// same demo hotel: after taking out what must differ (origin, ids given on import, import time),
// the answers must be the same, field for field. The demo serves part of WPGraphQL's schema, so
// the schema is compared as a subset. The demo answers as the newest tested stack does; against an
// older one, only the differences known-differences.ts lists for it are taken out too.
import fs from 'node:fs';
import path from 'node:path';
import { eraseDifferences } from '../../scripts/wordpress-real/contract/known-differences';
import { describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import { schemaSubsetDifferences, type Introspection } from '../../scripts/wordpress-real/contract/schema-subset';
import type { RecordedRequest } from '../../scripts/wordpress-real/recorded-requests';
import { bothStacks, postGraphql } from './support/stacks';

const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'build-queries.json'), 'utf8')) as RecordedRequest[];

const stacks = bothStacks();

const withOrigin = (request: RecordedRequest, origin: string) => ({
  query: request.query.split('{origin}').join(origin),
  variables: JSON.parse(JSON.stringify(request.variables).split('{origin}').join(origin)) as Record<string, unknown>,
});

const label = (request: RecordedRequest) =>
  `${request.phase}: ${/^\s*(?:query\s+(\w+)|\{\s*(\w+))/.exec(request.query)?.slice(1).find(Boolean) ?? 'query'} ${JSON.stringify(request.variables).slice(0, 80)}`;

test.each(recorded.map((request) => [label(request), request] as const))('%s', async (_name, request) => {
  const demoRequest = withOrigin(request, stacks.demo.url);
  const realRequest = withOrigin(request, stacks.real.origin);
  const [fromDemo, fromReal] = await Promise.all([
    postGraphql(stacks.demo.url, demoRequest.query, demoRequest.variables),
    postGraphql(stacks.real.origin, realRequest.query, realRequest.variables),
  ]);
  expect({ status: fromDemo.status, contentType: fromDemo.contentType }).toEqual({ status: fromReal.status, contentType: fromReal.contentType });
  const allowed = stacks.real.differences;
  const demoBody = eraseDifferences(normalise(fromDemo.body, { origin: stacks.demo.url }), allowed) as { data?: Record<string, unknown> };
  const realBody = eraseDifferences(normalise(fromReal.body, { origin: stacks.real.origin, ids: stacks.real.ids }), allowed) as {
    data?: Record<string, unknown>;
  };
  delete (realBody as { extensions?: unknown }).extensions;
  delete (demoBody as { extensions?: unknown }).extensions;
  const found = demoBody.data?.__schema
    ? schemaSubsetDifferences(demoBody.data as Introspection, realBody.data as Introspection)
    : differences(demoBody, realBody);
  if (found.length) throw new Error(`The demo backend's answer differs from the real WordPress's:\n${describeDifferences(found)}`);
});
