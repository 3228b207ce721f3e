// @ts-check
/**
 * The one HTML reader of the build's steps and checks (issue 24, issue 36): a small scanner for
 * the build's HTML (what React writes: well-formed, quoted attributes, every element closed), used
 * by postbuild (CSP hashes, canonical links, noindex; builder/meta.mjs), the Open Graph cards, the
 * checks in `npm test` and the benches. `scanTags` lists the start tags; `parseDocument` builds the
 * element tree with its text, and throws on a shape it does not expect (an end tag that closes
 * another element, an element never closed, markup it cannot read) rather than guess as a browser
 * would. Comments are skipped, and so is the text of raw-text elements (script, style, textarea,
 * title), which can hold "<a href" as plain text.
 */

/**
 * @typedef {object} Tag
 * @property {string} name lower-case tag name
 * @property {Map<string, string>} attributes lower-case names to entity-decoded values
 * @property {number} offset where the tag starts in the HTML
 * @property {number} end just past its ">"
 * @property {string} [text] for a raw-text element: its text
 */

// A comment, the doctype, an end tag or a start tag. Attribute values may contain ">", so the start
// tag is matched value by value.
const TOKEN_RE =
  /<!--[\s\S]*?-->|<!doctype\b[^>]*>|<\/([a-z][a-z0-9-]*)\s*>|<([a-z][a-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
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
 * @typedef {{ type: "start", tag: Tag, selfClosing: boolean }
 *   | { type: "end", name: string, offset: number, end: number }
 *   | { type: "text", text: string, offset: number }
 *   | { type: "other", offset: number }} Token
 */

/**
 * The document's tokens, in order: start tags (a raw-text element's with its text), end tags, the
 * text between them (as written, entities not decoded), and comments and the doctype as "other".
 * @param {string} html
 * @returns {Generator<Token>}
 */
function* tokenize(html) {
  const tokens = new RegExp(TOKEN_RE.source, "gi");
  let last = 0;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    if (match.index > last) yield { type: "text", text: html.slice(last, match.index), offset: last };
    if (match[1]) {
      yield { type: "end", name: match[1].toLowerCase(), offset: match.index, end: tokens.lastIndex };
    } else if (match[2]) {
      const name = match[2].toLowerCase();
      /** @type {Tag} */
      const tag = { name, attributes: parseAttributes(match[3]), offset: match.index, end: tokens.lastIndex };
      const selfClosing = match[3].trimEnd().endsWith("/");
      if (RAW_TEXT.has(name) && !selfClosing) {
        const close = html.slice(tokens.lastIndex).search(new RegExp(`</${name}[\\s/>]`, "i"));
        const end = close === -1 ? html.length : tokens.lastIndex + close;
        tag.text = html.slice(tokens.lastIndex, end);
        tokens.lastIndex = end;
      }
      yield { type: "start", tag, selfClosing };
    } else {
      yield { type: "other", offset: match.index };
    }
    last = tokens.lastIndex;
  }
  if (last < html.length) yield { type: "text", text: html.slice(last), offset: last };
}

/**
 * Every start tag of the document, in order.
 * @param {string} html
 * @returns {Tag[]}
 */
export function scanTags(html) {
  /** @type {Tag[]} */
  const tags = [];
  for (const token of tokenize(html)) if (token.type === "start") tags.push(token.tag);
  return tags;
}

/**
 * @typedef {object} Element an element of parseDocument's tree
 * @property {string} name lower-case tag name ("#document" for the document itself)
 * @property {Map<string, string>} attributes as scanTags reads them
 * @property {Element | null} parent
 * @property {Node[]} children
 * @property {number} offset where its start tag starts in the HTML
 * @property {number} end just past its end tag (a void element's: its start tag)
 */
/** @typedef {{ name: "#text", text: string, parent: Element }} Text entity-decoded */
/** @typedef {Element | Text} Node */

/** Elements with no content and no end tag. */
const VOID = new Set([..."area base br col embed hr img input link meta param source track wbr".split(" ")]);
/** Where `<x/>` closes its element: SVG and MathML. */
const FOREIGN = new Set(["svg", "math"]);

/**
 * Text as the browser reads it: entities decoded. An entity this reader does not know is an error,
 * not text that would pass unread.
 * @param {string} text
 * @param {number} offset where the text is in the HTML, for the error
 */
function decodeText(text, offset) {
  for (const [entity, name] of text.matchAll(/&([a-zA-Z][a-zA-Z0-9]*);/g))
    if (!(name in NAMED_ENTITIES))
      throw new Error(`HTML at ${offset}: unknown character reference ${entity}`);
  return decodeEntities(text);
}

/**
 * The document's element tree, with its text. For the build's own HTML: every element but a void
 * one closed by its own end tag, `<x/>` only in SVG and MathML. Anything else throws, saying where:
 * an end tag that does not close the open element, an element left open, a "<" that starts no tag
 * this reader knows, an unknown character reference.
 * @param {string} html
 * @returns {Element} the document: its children are the root element and any whitespace around it
 */
export function parseDocument(html) {
  /** @type {Element} */
  const document = {
    name: "#document",
    attributes: new Map(),
    parent: null,
    children: [],
    offset: 0,
    end: html.length,
  };
  let open = document;
  const foreign = () => closest(open, (element) => FOREIGN.has(element.name)) !== null;
  /** @param {string} text @param {number} offset */
  const addText = (text, offset) => {
    if (text.includes("<")) throw new Error(`HTML at ${offset + text.indexOf("<")}: "<" that starts no tag`);
    if (open === document && text.trim()) throw new Error(`HTML at ${offset}: text outside the root element`);
    open.children.push({ name: "#text", text: decodeText(text, offset), parent: open });
  };
  for (const token of tokenize(html)) {
    if (token.type === "text") addText(token.text, token.offset);
    else if (token.type === "start") {
      const { tag, selfClosing } = token;
      const { name, attributes, offset, end } = tag;
      /** @type {Element} */
      const element = { name, attributes, offset, end, parent: open, children: [] };
      open.children.push(element);
      if (VOID.has(tag.name)) continue;
      if (selfClosing) {
        if (!foreign() && !FOREIGN.has(tag.name))
          throw new Error(`HTML at ${tag.offset}: <${tag.name}/> does not close a ${tag.name} in HTML`);
        continue;
      }
      open = element;
      if (tag.text !== undefined && tag.text !== "")
        element.children.push({
          name: "#text",
          // Script and style text is read as written; a title's and a textarea's, decoded.
          text: tag.name === "script" || tag.name === "style" ? tag.text : decodeText(tag.text, tag.end),
          parent: element,
        });
    } else if (token.type === "end") {
      if (token.name !== open.name)
        throw new Error(
          open === document || VOID.has(token.name)
            ? `HTML at ${token.offset}: </${token.name}> closes no open element`
            : `HTML at ${token.offset}: </${token.name}> where <${open.name}> (at ${open.offset}) is open`,
        );
      open.end = token.end;
      open = /** @type {Element} */ (open.parent);
    }
  }
  if (open !== document) throw new Error(`HTML at ${open.offset}: <${open.name}> is never closed`);
  return document;
}

/**
 * Every node under a node, elements and text, in document order.
 * @param {Element} node
 * @returns {Generator<Node>}
 */
export function* nodesUnder(node) {
  for (const child of node.children) {
    yield child;
    if (child.name !== "#text") yield* nodesUnder(/** @type {Element} */ (child));
  }
}

/**
 * The elements under a node, in document order.
 * @param {Element} node
 * @returns {Generator<Element>}
 */
export function* descendants(node) {
  for (const child of nodesUnder(node)) if (child.name !== "#text") yield /** @type {Element} */ (child);
}

/**
 * The element itself or its nearest ancestor that passes `test`, or null.
 * @param {Element | null} element
 * @param {(element: Element) => boolean} test
 */
export function closest(element, test) {
  for (let at = element; at && at.name !== "#document"; at = at.parent) if (test(at)) return at;
  return null;
}

/**
 * The text of a node and everything under it, entities decoded.
 * @param {Node} node
 * @returns {string}
 */
export function textContent(node) {
  return node.name === "#text"
    ? /** @type {Text} */ (node).text
    : /** @type {Element} */ (node).children.map(textContent).join("");
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
