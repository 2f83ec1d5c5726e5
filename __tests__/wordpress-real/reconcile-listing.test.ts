// The warm build's listing of WordPress (plugins/wordpress-reconcile/listing.ts), asked of the
// demo backend and of the real WordPress filled with the same demo hotel: the same answers,
// field for field, so that a warm build against the demo compares what WordPress would give.
import { listingQuery } from '../../plugins/wordpress-reconcile/listing';
import { describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import { bothStacks, postGraphql } from './support/stacks';

const stacks = bothStacks();

test.each(['page', 'menu', 'menuItem', 'comment', 'user', 'mediaItem'])('the listing of each %s answers as WordPress does', async (kind) => {
  const [fromDemo, fromReal] = await Promise.all([postGraphql(stacks.demo.url, listingQuery(kind)), postGraphql(stacks.real.origin, listingQuery(kind))]);
  const demoBody = normalise(fromDemo.body, { origin: stacks.demo.url }) as Record<string, unknown>;
  const realBody = normalise(fromReal.body, { origin: stacks.real.origin, ids: stacks.real.ids }) as Record<string, unknown>;
  delete demoBody.extensions;
  delete realBody.extensions;
  if (kind === 'mediaItem') {
    // The real WordPress also lists each photo's copies for the other languages (Polylang's media
    // translations), which the demo does not keep. The warm build compares only the media items
    // its cache holds, by id: those must answer alike.
    type List = { data: { mediaItems: { nodes: { id: string }[] } } };
    const demoIds = new Set((demoBody as List).data.mediaItems.nodes.map((node) => node.id));
    const realList = (realBody as List).data.mediaItems;
    realList.nodes = realList.nodes.filter((node) => demoIds.has(node.id));
    expect(realList.nodes).toHaveLength(demoIds.size);
  }
  const found = differences(demoBody, realBody);
  if (found.length) throw new Error(`The demo backend's listing differs from the real WordPress's:\n${describeDifferences(found)}`);
});
