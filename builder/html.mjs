// @ts-check
/**
 * The one HTML scanner of the build's steps and checks (issue 24): a small start-tag scanner for
 * the build's HTML (what React writes: well-formed, quoted attributes), used by postbuild (CSP
 * hashes, canonical links, noindex; builder/meta.mjs) and by the checks in `npm test`.
 * Comments are skipped, and so is the text of raw-text elements (script, style, textarea, title),
 * which can hold "<a href" as plain text.
 */

/**
 * @typedef {object} Tag
 * @property {string} name lower-case tag name
 * @property {Map<string, string>} attributes lower-case names to entity-decoded values
 * @property {number} offset where the tag starts in the HTML
 * @property {number} end just past its ">"
 * @property {string} [text] for a raw-text element: its text
 */

// Attribute values may contain ">", so the start tag is matched value by value.
const TOKEN_RE = /<!--[\s\S]*?-->|<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const NAMED_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
});

/**
 * Decodes numeric character references and the named ones React and URLs use.
 * @param {string} text
 */
export function decodeEntities(text) {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (entity, body) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body] ?? entity;
    const code =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * @param {string} source the text between a tag's name and its ">"
 * @returns {Map<string, string>}
 */
export function parseAttributes(source) {
  const attributes = new Map();
  for (const [, name, ...values] of source.matchAll(ATTR_RE)) {
    const value = values.find((v) => v !== undefined) ?? "";
    // The first of two same-named attributes wins, as in the browser.
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

/**
 * Every start tag of the document, in order.
 * @param {string} html
 * @returns {Tag[]}
 */
export function scanTags(html) {
  /** @type {Tag[]} */
  const tags = [];
  const tokens = new RegExp(TOKEN_RE.source, "g");
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    /** @type {Tag} */
    const tag = { name, attributes: parseAttributes(match[2]), offset: match.index, end: tokens.lastIndex };
    tags.push(tag);
    if (RAW_TEXT.has(name) && !match[2].trimEnd().endsWith("/")) {
      const close = html.slice(tokens.lastIndex).search(new RegExp(`</${name}[\\s/>]`, "i"));
      const end = close === -1 ? html.length : tokens.lastIndex + close;
      tag.text = html.slice(tokens.lastIndex, end);
      tokens.lastIndex = end;
    }
  }
  return tags;
}

/**
 * The URLs of a `srcset` attribute, in order (the HTML standard's candidate parsing: a URL runs
 * to whitespace and may hold commas, except trailing ones; descriptors run to the next comma).
 * @param {string} srcset
 */
export function srcsetUrls(srcset) {
  const urls = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else while (i < srcset.length && srcset[i] !== ",") i++;
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * The lower-case tokens of a tag's `rel` attribute.
 * @param {Tag} tag
 */
export function relTokens(tag) {
  return (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}
