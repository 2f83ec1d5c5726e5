// The GraphQL requests a build sent, as the contract suite replays them.
export type RecordedRequest = { phase: 'cold' | 'warm'; query: string; variables: Record<string, unknown> };

/** Drops repeats (the same query with the same variables), keeping the first phase it came in. */
export function uniqueRequests(requests: RecordedRequest[]): RecordedRequest[] {
  const seen = new Set<string>();
  return requests.filter((request) => {
    const key = JSON.stringify([request.query, request.variables]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
