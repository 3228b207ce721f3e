// @ts-check
/**
 * Rewrites a pre-rendered page so its JavaScript starts downloading only once the page has
 * painted and loaded.
 *
 * React Router puts `<link rel="modulepreload">` for every chunk and an inline module script with
 * static imports into the page; on a slow connection those ~130 kB of scripts share the
 * bandwidth with the stylesheet, font, hero poster and artwork and hold back the first and the
 * largest paint. The page is complete HTML before any script runs, so hydration can wait for the
 * first contentful paint and the load event (the images in view are in), or the visitor's first
 * tap or key: the rewritten script adds the same preloads and imports then.
 */

/** Module preloads started in one task before yielding to the browser (see deferHydration). */
export const PRELOADS_PER_TASK = 2;

const PRELOAD_RE = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT_RE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT_RE = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT_RE = /^import \* as (\w+) from "([^"]+)";$/;

/**
 * The not-found page is served for any unknown path, and in the browser React Router matches
 * paths without regard to case, so /Services reaches the /services route there. Before hydrating,
 * it loads the module of any route whose path equals this one but for case (every route is a
 * static child of the root, app/routes.ts): with it at hand, hydration renders the same
 * not-found screen (app/root.tsx) instead of failing. A truly unknown path loads nothing more.
 */
const LOAD_ROUTE_OF_ANY_CASE =
  'const path=location.pathname.replace(/\\/+$/,"").slice(1).toLowerCase();' +
  "await Promise.all(Object.values(window.__reactRouterManifest.routes).filter((route)=>route.path?.toLowerCase()===path&&!(route.id in window.__reactRouterRouteModules)).map(async(route)=>{window.__reactRouterRouteModules[route.id]=await import(route.module)}));";

/**
 * @param {string} html a page as React Router pre-rendered it
 * @param {{ notFound?: boolean }} [options] for the not-found page: see LOAD_ROUTE_OF_ANY_CASE
 * @returns {string} the page with hydration deferred; unchanged if it has no hydration script
 */
export function deferHydration(html, { notFound = false } = {}) {
  const script = html.match(MODULE_SCRIPT_RE);
  if (!script) return html;

  const preloads = [...html.matchAll(PRELOAD_RE)].map((match) => match[1]);
  /** @type {{ name: string | null, href: string }[]} */
  const imports = [];
  const rest = [];
  for (const line of script[1].split("\n")) {
    const trimmed = line.trim();
    const sideEffect = trimmed.match(SIDE_EFFECT_IMPORT_RE);
    const namespace = trimmed.match(NAMESPACE_IMPORT_RE);
    if (sideEffect) imports.push({ name: null, href: sideEffect[1] });
    else if (namespace) imports.push({ name: namespace[1], href: namespace[2] });
    else if (trimmed) rest.push(trimmed);
  }
  if (imports.length === 0) return html;

  const names = imports.map((entry) => entry.name ?? "").join(",");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(",");
  const startEntry = rest.pop() ?? "";
  const deferred = [
    "const hydrate=async()=>{",
    // Starting a request costs the main thread a millisecond or more on a phone: a few per task,
    // then a yield, so the ~20 preloads do not add up to one long task that blocks a tap.
    `const preloads=${JSON.stringify(preloads)};`,
    `for(let i=0;i<preloads.length;i++){if(i>0&&i%${PRELOADS_PER_TASK}===0)await new Promise((next)=>setTimeout(next));const link=document.createElement("link");link.rel="modulepreload";link.href=preloads[i];document.head.append(link)}`,
    `const [${names}]=await Promise.all([${loads}]);`,
    ...rest,
    ...(notFound ? [LOAD_ROUTE_OF_ANY_CASE] : []),
    startEntry,
    "};",
    // Start once the first contentful paint is done (text may wait for the web font) and the page
    // has loaded, or after three seconds at most: a slow image or a browser without paint timing
    // does not keep the page from working.
    "let started=false;const start=()=>{if(!started){started=true;setTimeout(hydrate,0)}};",
    'const painted=new Promise((done)=>new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)done()}).observe({type:"paint",buffered:true}));',
    'const loaded=document.readyState==="complete"?Promise.resolve():new Promise((done)=>addEventListener("load",done,{once:true}));',
    "Promise.all([painted,loaded]).then(start);",
    // A visitor who taps or types before then wants the page working now: what they press
    // before hydration does nothing, and text typed into a field is taken over by the app.
    'for(const type of ["pointerdown","keydown"])addEventListener(type,start,{once:true,passive:true,capture:true});',
    "setTimeout(start,3000);",
  ].join("\n");

  return html
    .replace(PRELOAD_RE, "")
    .replace(MODULE_SCRIPT_RE, () => `<script type="module">${deferred}</script>`);
}
