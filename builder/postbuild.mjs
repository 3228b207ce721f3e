// @ts-check
/**
 * Runs after `react-router build` (builder/build.mjs). Adds to build/client what the server and
 * static hosts need: every page's Open Graph image (og/*.png, builder/og-image.mjs),
 * per-page CSP hashes, `_headers`, sitemap.xml (from the site registry, builder/sitemap.mjs),
 * robots.txt, and .br/.gz siblings of every text file (the brotli kept between builds,
 * builder/build-cache.mjs).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { HEADERS_FILE, META_FILE, isText, listFiles, CMS_PATH, pagePath } from "../server/build-meta.mjs";
import {
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  pageCsp,
  cmsCsp,
  robotsTxt,
  sitemapXml,
} from "./meta.mjs";
import { loadEnv } from "vite";
import { identity } from "../app/content/identity.mjs";
import { emailConfig, emailConfigWarning } from "../app/lib/emailConfig.mjs";
import { cached, pruneBuildCache } from "./build-cache.mjs";
import { OG_CARD_CACHE, writeOgImages } from "./og-image.mjs";
import { registryPages, sitemapEntries } from "./sitemap.mjs";

const brotli = promisify(brotliCompress);
/** The build cache's folder for compressed files, and what made them (builder/build-cache.mjs). */
const BROTLI_CACHE = "brotli";
const BROTLI_MAKER = `q${zlibConstants.BROTLI_MAX_QUALITY}-text-${process.versions.brotli}`;
const gzipAsync = promisify(gzip);

/**
 * What the server reads from META_FILE.
 * @typedef {object} BuildMeta
 * @property {Record<string, string>} csp URL path of every HTML file -> its Content-Security-Policy
 * @property {string[]} immutable URL paths of the files Vite emitted with a content hash
 */

/**
 * @param {object} options
 * @param {string} options.clientDir the build's client directory (build/client)
 * @param {string} options.publicDir the project's public/ directory, copied into clientDir by Vite
 * @param {{ origin: string, registries: Parameters<typeof sitemapEntries>[0] }} [options.sitemap] the
 *   site's origin and its registry in each language, for sitemap.xml (without: no sitemap)
 * @param {string | null} [options.apiOrigin] the e-mail API origin pages may connect to, if not their own
 * @param {string} [options.lastmod] the sitemap's `<lastmod>` (YYYY-MM-DD), see sourcesLastModified
 */
export async function postbuild({ clientDir, publicDir, sitemap, apiOrigin = null, lastmod }) {
  /** @type {string[]} */
  const warnings = [];
  // React Router's single-page fallback, the one file that would load its client runtime: no
  // page is it, no server or host should answer with it (app/root.tsx).
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  // And what it pre-renders beside each resource route (the feeds) for that runtime's data
  // requests: the route's answer again as turbo-stream, `<path>.data`, which nothing fetches.
  for (const file of await listFiles(clientDir)) if (file.endsWith(".data")) await rm(join(clientDir, file));
  // Re-running on the same build must not compress the compressed files nor read its own output.
  const built = (await listFiles(clientDir)).filter(
    (file) => !/\.(br|gz)$/.test(file) && file !== META_FILE && file !== HEADERS_FILE,
  );
  const unreached = new Set(await removeUnreached(clientDir, publicDir, built));
  const files = built.filter((file) => !unreached.has(file));

  /** @type {BuildMeta} */
  const meta = { csp: {}, immutable: [] };
  let hashCount = 0;
  for (const file of files.filter((f) => f.endsWith(".html"))) {
    const html = await readFile(join(clientDir, file), "utf8");
    const hashes = { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
    const path = pagePath(file);
    meta.csp[path ?? `/${file}`] = path === CMS_PATH ? cmsCsp(hashes) : pageCsp(hashes, apiOrigin);
    hashCount += hashes.scripts.length;
  }

  // Vite emits hashed files into assets/; what public/assets holds is copied under its own name.
  meta.immutable = files
    .filter((file) => file.startsWith("assets/") && !existsSync(join(publicDir, file)))
    .map((file) => `/${file}`);

  const origin = sitemap ? new URL(sitemap.origin).origin : null;
  const generated = [];
  let sitemapCount = 0;
  if (sitemap) {
    const entries = sitemapEntries(sitemap.registries, sitemap.origin);
    sitemapCount = new Set(entries.map((entry) => entry.url)).size;
    await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(entries, lastmod));
    generated.push("sitemap.xml");
  } else {
    warnings.push("no site registry given: sitemap.xml not written");
  }
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(origin && `${origin}/sitemap.xml`));
  generated.push("robots.txt");
  await writeFile(join(clientDir, HEADERS_FILE), headersFile(meta.csp));

  const compressed = await precompress(clientDir, [...new Set([...files, ...generated])].filter(isText));
  // Last: scripts/start.mjs and the server take its presence to mean the build is complete.
  await writeFile(join(clientDir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);

  return {
    pages: Object.keys(meta.csp).length,
    hashCount,
    sitemapCount,
    origin,
    compressed,
    removed: unreached.size,
    warnings,
  };
}

/**
 * Removes the files Vite emitted into assets/ that nothing of the site can load: React Router
 * builds a client chunk for every route, and its client entry and manifest, which no page loads
 * (the islands, app/shell/islands.ts). What stays is every asset a file outside assets/ names (the
 * pages, inline scripts and island props included; the CMS), and what those name in turn: imports
 * of a chunk (`"./x.js"`), a stylesheet's fonts and pictures. Names are looked for in the text of
 * each file, not read from its markup, so a shape of reference the search does not know keeps a
 * file rather than losing it; a chunk that names a script or stylesheet the build does not have
 * stops the build. The files `public/assets` brings are the agency's and always stay.
 * @param {string} clientDir
 * @param {string} publicDir
 * @param {string[]} files the build's files, relative to clientDir
 * @returns {Promise<string[]>} the files removed
 */
export async function removeUnreached(clientDir, publicDir, files) {
  const present = new Set(files);
  const emitted = files.filter((file) => file.startsWith("assets/") && !existsSync(join(publicDir, file)));
  const reached = new Set();
  /** @type {string[]} */
  const queue = files.filter((file) => !file.startsWith("assets/") && isText(file));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const text = await readFile(join(clientDir, file), "utf8");
    for (const [, relativeName, absoluteName] of text.matchAll(/\.\/([\w.-]+)|\bassets\/([\w./-]+)/g)) {
      // A chunk names its siblings "./x.js"; anything names an asset "/assets/x".
      const name = relativeName
        ? `${file.slice(0, file.lastIndexOf("/") + 1)}${relativeName}`
        : `assets/${absoluteName}`;
      if (relativeName && file.startsWith("assets/") && /\.(js|css)$/.test(name) && !present.has(name))
        throw new Error(`postbuild: ${file} names ${name}, which the build does not have`);
      if (!present.has(name) || reached.has(name)) continue;
      reached.add(name);
      if (isText(name)) queue.push(name);
    }
  }
  const removed = emitted.filter((file) => !reached.has(file));
  for (const file of removed)
    for (const each of [file, `${file}.br`, `${file}.gz`]) await rm(join(clientDir, each), { force: true });
  return removed;
}

/**
 * The day the site's sources last changed, for the sitemap's `<lastmod>`: one date for every
 * page, since the shared layout (header, footer, styles) is part of each. Deterministic for a
 * commit and honest:
 *  - `SOURCE_DATE_EPOCH` (seconds), the reproducible-builds convention, when set;
 *  - otherwise, in a git checkout whose app/, content/ and public/ have no uncommitted changes, the
 *    committer date of the newest commit that touched them;
 *  - otherwise (uncommitted changes, no git) the day of the build, in UTC.
 * @param {string} projectDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ date: string, source: string }}
 */
export function sourcesLastModified(projectDir, env = process.env) {
  const day = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  if (env.SOURCE_DATE_EPOCH && Number.isFinite(epoch))
    return { date: day(new Date(epoch * 1000)), source: "SOURCE_DATE_EPOCH" };
  const git = (/** @type {string[]} */ args) =>
    execFileSync("git", ["-C", projectDir, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  const sources = ["--", "app", "content", "public"];
  try {
    if (git(["status", "--porcelain", ...sources]) === "") {
      const committed = git(["log", "-1", "--format=%cI", ...sources]);
      if (committed)
        return { date: day(new Date(committed)), source: "last commit to app/, content/ and public/" };
    }
  } catch {
    // Not a git checkout, or no git: the build date below.
  }
  return { date: day(new Date()), source: "build date (uncommitted or untracked sources)" };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each file, where that is smaller.
 * @param {string} dir
 * @param {string[]} files relative to dir
 */
async function precompress(dir, files) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(dir, file));
      // The slowest step of a build (about 18 s for 16 MB on two cores), and most files are as
      // the last build left them: hashed assets, the CMS, most pages.
      const key = `${createHash("sha256").update(source).digest("hex").slice(0, 32)}-${BROTLI_MAKER}.br`;
      const br = await cached(BROTLI_CACHE, key, () =>
        brotli(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      );
      const gz = await gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION });
      // A tiny file can grow; the server then sends the original.
      if (br.length < source.length) await writeFile(join(dir, `${file}.br`), br);
      if (gz.length < source.length) await writeFile(join(dir, `${file}.gz`), gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.br += Math.min(br.length, source.length);
      totals.gz += Math.min(gz.length, source.length);
    }),
  );
  return totals;
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const projectDir = fileURLToPath(new URL("..", import.meta.url));
  const clientDir = resolve(projectDir, "build/client");
  if (!existsSync(join(clientDir, "index.html"))) {
    console.error(`postbuild: ${clientDir}/index.html not found. Run \`npx react-router build\` first.`);
    process.exit(1);
  }
  // The same VITE_EMAILJS_* variables (environment or .env files) the build's bundle read.
  const env = loadEnv("production", projectDir, "VITE_EMAILJS_");
  // First: a page whose og:image disagrees with the drawn cards stops the build here.
  const og = await writeOgImages({ clientDir });
  const modified = sourcesLastModified(projectDir);
  const result = await postbuild({
    clientDir,
    publicDir: resolve(projectDir, "public"),
    // The origin every page's canonical URL is on (app/lib/seo.ts).
    sitemap: { origin: identity.url, registries: await registryPages(projectDir) },
    apiOrigin: emailConfig(env).origin,
    lastmod: modified.date,
  });
  result.warnings.push(...og.warnings);
  await Promise.all([OG_CARD_CACHE, BROTLI_CACHE].map(pruneBuildCache));
  const emailWarning = emailConfigWarning(env);
  if (emailWarning) result.warnings.push(emailWarning);
  const { compressed: c } = result;
  console.log(
    [
      `postbuild: ${og.count} Open Graph images (og/*.png, ${kB(og.bytes)}) in ${(og.ms / 1000).toFixed(1)} s`,
      `postbuild: ${result.pages} HTML files, ${result.hashCount} inline script hashes in their CSP (${META_FILE}, ${HEADERS_FILE})`,
      `postbuild: sitemap.xml ${result.sitemapCount} URLs on ${result.origin ?? "(no origin)"}, lastmod ${modified.date} (${modified.source}), robots.txt`,
      `postbuild: ${result.removed} files of assets/ no page can load removed (React Router's route chunks)`,
      `postbuild: ${c.files} text files ${kB(c.bytes)} -> br ${kB(c.br)}, gzip ${kB(c.gz)}`,
      ...result.warnings.map((warning) => `postbuild: warning: ${warning}`),
    ].join("\n"),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
