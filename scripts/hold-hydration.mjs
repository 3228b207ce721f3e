// @ts-check
/**
 * The one build step that edits the pages (run by scripts/postbuild.mjs, before the CSP hashes and
 * the compressed copies): on a page with React, React Router's scripts wait for the first paint
 * (app/lib/heldHydration.mjs says why). Its `<link rel="modulepreload">` go, and its module script
 * becomes a data block of HELD_HYDRATION_TYPE listing them (for the budgets); the text, and so the
 * CSP hash, stays the same. It reads the page with the build's one HTML scanner and stops the
 * build when React Router's output is not the shape it knows (react-router is pinned in
 * package.json for that reason): a page that hydrates has exactly one async module script that
 * sets `window.__reactRouterRouteModules`, and its preloads; a static page has neither.
 */
import { HELD_HYDRATION_TYPE, HELD_CHUNKS_ATTRIBUTE } from "../app/lib/heldHydration.mjs";
import { escapeXml } from "../builder/meta.mjs";
import { relTokens, scanTags } from "../builder/html.mjs";

const ROUTER_SCRIPT_MARK = "window.__reactRouterRouteModules";

/**
 * @param {string} html a pre-rendered page
 * @param {string} file its name, for the error
 * @returns {string} the page with its hydration held, or as it was (a static page, or one done before)
 */
export function holdHydration(html, file) {
  const tags = scanTags(html);
  const fail = (/** @type {string} */ problem) => {
    throw new Error(
      `${file}: ${problem}. scripts/hold-hydration.mjs expects React Router's <Scripts /> as react-router 7.18 writes it; check its output before changing the pinned version.`,
    );
  };
  const hydrates = tags.find((tag) => tag.name === "html")?.attributes.get("data-hydrate") === "pending";
  const preloads = tags.filter((tag) => tag.name === "link" && relTokens(tag).includes("modulepreload"));
  const moduleScripts = tags.filter(
    (tag) => tag.name === "script" && tag.attributes.get("type") === "module",
  );
  const held = tags.filter(
    (tag) => tag.name === "script" && tag.attributes.get("type") === HELD_HYDRATION_TYPE,
  );

  if (!hydrates) {
    if (preloads.length + moduleScripts.length + held.length > 0)
      fail("a page without data-hydrate has module scripts or preloads");
    return html;
  }
  if (held.length === 1 && moduleScripts.length === 0 && preloads.length === 0) return html;
  if (held.length > 0) fail("a page is partly held");
  const [script] = moduleScripts;
  if (
    moduleScripts.length !== 1 ||
    !script.text?.includes(ROUTER_SCRIPT_MARK) ||
    !script.attributes.has("async")
  )
    fail(`expected one async module script setting ${ROUTER_SCRIPT_MARK}, found ${moduleScripts.length}`);
  if (preloads.length === 0) fail('expected React Router\'s <link rel="modulepreload"> in <head>');
  if (
    preloads.some(
      (tag) =>
        tag.offset > script.offset ||
        [...tag.attributes.keys()].some((name) => name !== "rel" && name !== "href"),
    )
  )
    fail("a modulepreload link comes after the module script or has attributes besides rel and href");

  const hrefs = preloads.map((tag) => tag.attributes.get("href") ?? "");
  const edits = [
    ...preloads.map((tag) => ({ start: tag.offset, end: tag.end, text: "" })),
    {
      start: script.offset,
      end: script.end,
      text: `<script type="${HELD_HYDRATION_TYPE}" ${HELD_CHUNKS_ATTRIBUTE}="${escapeXml(hrefs.join(" "))}">`,
    },
  ];
  let result = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}
