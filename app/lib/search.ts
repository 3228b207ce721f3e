/** The search text as matched: surrounding spaces do not count. */
export const normalizeQuery = (query: string) => query.trim().toLocaleLowerCase();

/** Case-insensitive substring match; an empty query matches everything. */
export function includesQuery(text: string, query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === "" || text.toLocaleLowerCase().includes(needle);
}

export type TextPart = { text: string; match: boolean };

/** `text` split into the stretches that match `query` (case-insensitively) and the rest. */
export function splitByQuery(text: string, query: string): TextPart[] {
  const needle = normalizeQuery(query);
  if (needle === "") return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
