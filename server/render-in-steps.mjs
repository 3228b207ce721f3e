// @ts-check
/**
 * Rewrites a pre-rendered page so its first frame lays out only the top of the page.
 *
 * A whole page arrives in one piece on a fast connection, and the browser then styles and lays
 * out all of it before the first paint: one task of 35–50 ms on a desktop, several times that on
 * a mid-range phone, in which a tap waits. Instead, a script at the top of <head> marks <html>,
 * and the stylesheet (app.css) gives every section after the first, and the footer,
 * `content-visibility: auto` while the mark is there: the browser skips what is off screen and
 * paints the rest. After that first frame the script renders the skipped parts one per task
 * (a few milliseconds each), then removes the mark, so the page is whole again within a few
 * frames, before it hydrates, and full-page screenshots, printing and find-in-page see all of it.
 * Without JavaScript there is no mark and the page renders in one go.
 */

/** The mark on <html> while parts of the page are still to be rendered. */
export const RENDER_IN_STEPS_ATTRIBUTE = "data-render-in-steps";

/** What the first frame may skip; app.css uses the same selector (checked by the tests). */
export const RENDERED_LATER_SELECTOR = "main > section + section, body > footer";

const CHARSET_RE = /<meta charSet="utf-8"\/>/i;

/**
 * Marks <html>, then once the document is parsed and a frame painted, renders each skipped part
 * in a task of its own (reading its height lays it out there and then) and lifts the mark.
 */
export const renderInStepsScript = [
  `(()=>{const root=document.documentElement;root.setAttribute(${JSON.stringify(RENDER_IN_STEPS_ATTRIBUTE)},"");`,
  'addEventListener("DOMContentLoaded",()=>{',
  `const parts=[...document.querySelectorAll(${JSON.stringify(RENDERED_LATER_SELECTOR)})];let next=0;`,
  "const step=()=>{const part=parts[next++];",
  `if(!part){root.removeAttribute(${JSON.stringify(RENDER_IN_STEPS_ATTRIBUTE)});for(const done of parts)done.style.removeProperty("content-visibility");return}`,
  'part.style.contentVisibility="visible";void part.offsetHeight;setTimeout(step)};',
  "requestAnimationFrame(()=>setTimeout(step))},{once:true})})()",
].join("");

/**
 * @param {string} html a page as React Router pre-rendered it
 * @returns {string} the page with the script first in <head>; unchanged without a charset tag
 *   or when it has the script already (postbuild may run again on the same build)
 */
export function renderInSteps(html) {
  if (html.includes(renderInStepsScript)) return html;
  return html.replace(CHARSET_RE, (charset) => `${charset}<script>${renderInStepsScript}</script>`);
}
