// @ts-check
/**
 * The bare pages of `npm run bench` (bench/bench.mjs): the least a page of the site can paint, as
 * the yardstick for every page's largest contentful paint. Made at bench time from the built /about
 * page of each language: its stylesheets and font preloads, and a body holding only its hero (the
 * section around the <h1>), with no script and no other markup. Served from memory by the bench's
 * own server: nothing is written into the build.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { locales } from "../app/content/locales.mjs";
import { CACHE_REVALIDATE } from "../server/build-meta.mjs";
import { closest, descendants, parseDocument, relTokens } from "../builder/html.mjs";
import { escapeXml } from "../builder/meta.mjs";

/** The page a bare page is cut from, without its language's prefix. */
const SOURCE_PATH = "/about";
/** Where a bare page is served, after its language's prefix: no page of the site is there. */
const BARE_PATH = "/__bench/bare";
/**
 * The page has no script; its hero has `style` attributes (drawn sizes and offsets); the stylesheet
 * carries a font as a data: URL, as the pages' CSP allows (builder/meta.mjs).
 */
const BARE_CSP =
  "default-src 'self'; script-src 'none'; style-src-attr 'unsafe-inline'; font-src 'self' data:";

/**
 * An element's start tag, as the page writes it, without the attributes named.
 * @param {import("../builder/html.mjs").Element} element
 * @param {string[]} [without]
 */
const startTag = ({ name, attributes }, without = []) =>
  `<${name}${[...attributes]
    .filter(([attribute]) => !without.includes(attribute))
    .map(([attribute, value]) => ` ${attribute}="${escapeXml(value)}"`)
    .join("")}>`;

/**
 * The bare page cut from a built page's HTML: the <html> and <body> tags' own attributes (the
 * language, not `data-hydrate`), the charset and viewport, the stylesheets and the font preloads,
 * and the hero: the outermost <section> in <main> around the <h1>, or else the child of <main> that
 * holds it. Read with the build's one HTML reader (builder/html.mjs); what is kept is the page's own
 * markup.
 * @param {string} html
 * @param {string} title for the Lighthouse report
 */
export function barePage(html, title) {
  const elements = [...descendants(parseDocument(html))];
  const root = elements.find(({ name }) => name === "html");
  const head = elements.find(({ name, parent }) => name === "head" && parent === root);
  const body = elements.find(({ name, parent }) => name === "body" && parent === root);
  if (!root || !head || !body) throw new Error("The page has no <html> with a <head> and a <body>");
  const heading = elements.find(
    (element) => element.name === "h1" && closest(element.parent, ({ name }) => name === "main"),
  );
  if (!heading) throw new Error("The page has no <h1> in its <main> to cut a hero from");
  let hero = heading;
  let section = null;
  for (let element = heading; element.parent?.name !== "#document" && element.name !== "main";) {
    hero = element;
    if (element.name === "section") section = element;
    element = /** @type {import("../builder/html.mjs").Element} */ (element.parent);
  }
  const kept = elements.filter(
    (element) =>
      closest(element.parent, (at) => at === head) &&
      ((element.name === "meta" &&
        (element.attributes.has("charset") || element.attributes.get("name") === "viewport")) ||
        (element.name === "link" &&
          (relTokens(element).includes("stylesheet") ||
            (relTokens(element).includes("preload") && element.attributes.get("as") === "font")))),
  );
  const cut = section ?? hero;
  return [
    "<!DOCTYPE html>",
    startTag(root, ["data-hydrate"]),
    "<head>",
    ...kept.map((element) => html.slice(element.offset, element.end)),
    `<title>${escapeXml(title)}</title>`,
    "</head>",
    startTag(body),
    html.slice(cut.offset, cut.end),
    "</body></html>",
  ].join("");
}

/**
 * Makes the bare page of each language asked for and has the server answer it, as a page
 * (revalidated, its own CSP). Call before the server listens.
 * @param {import("fastify").FastifyInstance} app from buildServer (server/app.mjs)
 * @param {string} root the build's client directory
 * @param {Iterable<keyof typeof locales>} languages
 * @returns {Promise<{ path: string, source: string, html: string }[]>} where each is served, the
 *   page it was cut from, its HTML
 */
export async function serveBarePages(app, root, languages) {
  const pages = [];
  for (const language of languages) {
    const source = `${locales[language].prefix}${SOURCE_PATH}`;
    const html = barePage(
      await readFile(join(root, source.slice(1), "index.html"), "utf8"),
      `Bare ${source} (npm run bench)`,
    );
    const path = `${locales[language].prefix}${BARE_PATH}`;
    app.get(path, (_request, reply) =>
      reply
        .header("Content-Security-Policy", BARE_CSP)
        .header("Cache-Control", CACHE_REVALIDATE)
        .type("text/html; charset=utf-8")
        .send(html),
    );
    pages.push({ path, source, html });
  }
  return pages;
}
