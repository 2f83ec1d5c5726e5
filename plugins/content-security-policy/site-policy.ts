// One policy for the whole site (decision 014): the hashes of the inline scripts of every page,
// which are the same on every page (the plugins that write them keep page-specific data out of
// their text). Should a page carry other inline scripts, the policy allows them too, so that no
// page breaks, and the build says how many sets there are (its test requires one).

export type PageScripts = { path: string; hashes: string[] };

export type SitePolicy = {
  /** Every hash of every page, sorted, once each. */
  hashes: string[];
  /** The distinct sets of inline scripts among the pages that have any (1 when all is well). */
  scriptSets: number;
};

export function sitePolicy(pages: PageScripts[]): SitePolicy {
  const hashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
  const sets = new Set(pages.filter((page) => page.hashes.length > 0).map((page) => [...new Set(page.hashes)].sort().join(' ')));
  return { hashes, scriptSets: sets.size };
}
