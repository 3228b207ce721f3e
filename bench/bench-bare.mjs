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
import { JSDOM } from "jsdom";
import { locales } from "../app/content/locales.mjs";
import { CACHE_REVALIDATE } from "../server/build-meta.mjs";

/** The page a bare page is cut from, without its language's prefix. */
const SOURCE_PATH = "/about";
/** Where a bare page is served, after its language's prefix: no page of the site is there. */
const BARE_PATH = "/__bench/bare";
/** The page has no script; its hero has `style` attributes (drawn sizes and offsets). */
const BARE_CSP = "default-src 'self'; script-src 'none'; style-src-attr 'unsafe-inline'";

/**
 * The bare page cut from a built page's HTML: the <html> and <body> tags' own attributes (the
 * language, not `data-hydrate`), the charset and viewport, the stylesheets and the font preloads,
 * and the hero: the outermost <section> in <main> around the <h1>, or else the child of <main> that
 * holds it.
 * @param {string} html
 * @param {string} title for the Lighthouse report
 */
export function barePage(html, title) {
  const { document } = new JSDOM(html).window;
  const heading = document.querySelector("main h1");
  if (!heading) throw new Error("The page has no <h1> in its <main> to cut a hero from");
  let hero = heading;
  let section = null;
  for (let element = heading; element.parentElement && element.tagName !== "MAIN";) {
    hero = element;
    if (element.tagName === "SECTION") section = element;
    element = element.parentElement;
  }
  const head = document.createElement("head");
  const kept = document.head.querySelectorAll(
    'meta[charset], meta[name="viewport"], link[rel~="stylesheet"], link[rel~="preload"][as="font"]',
  );
  head.append(...[...kept].map((element) => element.cloneNode()));
  const titleElement = document.createElement("title");
  titleElement.textContent = title;
  head.append(titleElement);
  const body = /** @type {HTMLElement} */ (document.body.cloneNode());
  body.append(section ?? hero);
  const root = /** @type {HTMLElement} */ (document.documentElement.cloneNode());
  root.removeAttribute("data-hydrate");
  root.append(head, body);
  return `<!DOCTYPE html>${root.outerHTML}`;
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
