// Reading WPGraphQL's global ids (base64 of "<loader>:<database id>") back into database ids.

export const decodeGlobalId = (id: string): { loader: string; databaseId: number } | null => {
  const text = Buffer.from(id, 'base64').toString('utf8');
  const match = /^([a-z_]+):(\d+)$/.exec(text);
  return match ? { loader: match[1], databaseId: Number(match[2]) } : null;
};

/** The database ids of a `where` list, which may hold database ids or global ids. */
export const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (/^\d+$/.test(String(v)) ? Number(v) : (decodeGlobalId(String(v))?.databaseId ?? -1))) : [];
