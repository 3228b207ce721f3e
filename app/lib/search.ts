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

/*
 * Nepali written in Latin letters (issue 26): many Nepali readers type "mulya" for मूल्य or
 * "website" for वेबसाइट. Spellings vary (w or v, aa or a, vowels dropped), so both sides are
 * compared by their consonants alone: a query's consonants are found in the Devanagari text's
 * consonants, in order, in one word or across words. Queries of fewer than three consonants match
 * too much that way and are left to the plain search.
 */
const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "k",
  ग: "g",
  घ: "g",
  ङ: "n",
  च: "c",
  छ: "c",
  ज: "j",
  झ: "j",
  ञ: "n",
  ट: "t",
  ठ: "t",
  ड: "d",
  ढ: "d",
  ण: "n",
  त: "t",
  थ: "t",
  द: "d",
  ध: "d",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "b",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "s",
  ष: "s",
  स: "s",
  "ं": "n",
};
/** Latin letters to the same consonant classes; vowels and h (aspiration, and ह) drop out. */
const LATIN_CONSONANTS: [RegExp, string][] = [
  [/ch/g, "c"],
  [/ph/g, "f"],
  [/sh/g, "s"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/q/g, "k"],
  [/x/g, "ks"],
  [/([bcdgjkpt])h/g, "$1"],
  [/[^bcdfgjklmnprstvy]/g, ""],
];

/** The consonants of a Devanagari text, as `romanisedConsonants` writes a Latin one. */
function devanagariConsonants(text: string): string {
  return [...text].map((letter) => DEVANAGARI_CONSONANTS[letter] ?? "").join("");
}

/** The consonants of a Latin query ("mulya" -> "mly"). */
function romanisedConsonants(query: string): string {
  return LATIN_CONSONANTS.reduce((text, [pattern, to]) => text.replace(pattern, to), normalizeQuery(query));
}

/** Whether a Latin `query` reads as romanised Nepali found in the Devanagari `text`. */
export function matchesRomanised(text: string, query: string): boolean {
  if (!/^[a-z\s]+$/i.test(query.trim()) || !/[\u0900-\u097F]/.test(text)) return false;
  const consonants = romanisedConsonants(query);
  return consonants.length >= 3 && devanagariConsonants(text).includes(consonants);
}
