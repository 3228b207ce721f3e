// @ts-check
/**
 * HTML validity of the production build, in `npm test` after `npm run build`: the W3C Nu HTML
 * Checker (vnu-jar; needs Java 11 or newer) on every pre-rendered page (build/client/**\/index.html,
 * the not-found page included) in one JVM run. Prints each error with the page and the markup
 * around it; exits 1 on any error.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { listFiles, pagePath } from "../../server/build-meta.mjs";

/**
 * One message of `vnu --format json`.
 * @typedef {object} VnuMessage
 * @property {string} type "error", "info" (a warning with subType "warning") or "non-document-error"
 * @property {string} [subType]
 * @property {string} [url]
 * @property {number} [firstLine]
 * @property {number} [lastLine]
 * @property {number} [firstColumn]
 * @property {number} [lastColumn]
 * @property {string} message
 * @property {string} [extract]
 * @property {number} [hiliteStart]
 * @property {number} [hiliteLength]
 */

/**
 * Errors that are the checker's mistakes about valid HTML, each as narrow as possible and with
 * the reason. Empty: the build has none today. An entry looks like
 * `{ message: /^Attribute “closedby” not allowed on element “dialog”/, why: "HTML 2025; vnu X.Y lags" }`.
 * @type {{ message: RegExp, why: string }[]}
 */
export const FALSE_POSITIVES = [];

/**
 * @typedef {object} HtmlError
 * @property {string} file the page's file, relative to the build root (or the URL vnu gave)
 * @property {string} where "line:column"
 * @property {string} message
 * @property {string} extract the markup around it, the offending part between » and «
 */

/**
 * The errors of a `vnu --format json` report, without the known false positives.
 * @param {string} report the JSON vnu wrote
 * @param {string} root the directory the pages' files are named relative to
 * @param {{ message: RegExp }[]} [ignored]
 * @returns {HtmlError[]}
 */
export function parseVnuReport(report, root, ignored = FALSE_POSITIVES) {
  /** @type {{ messages?: VnuMessage[] }} */
  let parsed;
  try {
    parsed = JSON.parse(report);
  } catch {
    throw new Error(`the checker's output is not JSON:\n${report.slice(0, 2000)}`);
  }
  if (!Array.isArray(parsed.messages)) throw new Error("the checker's report has no messages list");
  return parsed.messages
    .filter((message) => message.type !== "info")
    .filter((message) => !ignored.some((entry) => entry.message.test(message.message)))
    .map((message) => ({
      file: message.url ? fileName(message.url, root) : "(no file)",
      where: `${message.lastLine ?? message.firstLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"}`,
      message: message.type === "error" ? message.message : `${message.type}: ${message.message}`,
      extract: highlight(message),
    }));
}

/**
 * @param {string} url a file: URL as vnu reports it ("file:/abs/path")
 * @param {string} root
 */
function fileName(url, root) {
  try {
    return relative(root, fileURLToPath(new URL(url)))
      .split("\\")
      .join("/");
  } catch {
    return url;
  }
}

/** @param {VnuMessage} message */
function highlight(message) {
  const extract = message.extract ?? "";
  const { hiliteStart: start, hiliteLength: length } = message;
  if (start === undefined || length === undefined) return extract.trim();
  // The offending markup can be long (a whole start tag with its classes): keep its two ends.
  let marked = extract.slice(start, start + length);
  if (marked.length > 240) marked = `${marked.slice(0, 160)} … ${marked.slice(-60)}`;
  return `${extract.slice(0, start)}»${marked}«${extract.slice(start + length)}`.replace(/\s+/g, " ").trim();
}

/**
 * The errors, grouped by page, as lines to print.
 * @param {HtmlError[]} errors
 */
export function formatErrors(errors) {
  const lines = [];
  for (const error of errors) {
    const path = pagePath(error.file);
    lines.push(`${path ?? error.file} (${error.file}:${error.where})`, `  ${error.message}`);
    if (error.extract) lines.push(`  ${error.extract}`);
  }
  return lines;
}

/**
 * Runs vnu on the files; resolves to its JSON report (vnu writes it to stderr and exits 1 when it
 * found errors).
 * @param {string[]} files absolute paths
 * @returns {Promise<string>}
 */
function runVnu(files) {
  const jar = join(
    dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
    "build/dist/vnu.jar",
  );
  const args = [
    // The schema's evaluation recurses deeply: with the default thread stack vnu sometimes stops
    // with "StackOverflowError while evaluating HTML schema" (it depends on the JIT's timing).
    "-Xss16m",
    // A short run: the quick JIT compiler and the serial collector make it about 3 times faster.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-jar",
    jar,
    "--errors-only",
    "--format",
    "json",
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") {
        reject(
          new Error(
            "`java` is not on the PATH: install Java 11 or newer (apt-get install -y default-jre-headless).",
          ),
        );
      } else if (stderr.trim().startsWith("{")) resolve(stderr);
      else if (stdout.trim().startsWith("{")) resolve(stdout);
      else reject(new Error(`the checker failed${error ? ` (${error.message})` : ""}:\n${stderr}${stdout}`));
    });
  });
}

async function main() {
  const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
  const pages = (await listFiles(root)).filter((file) => pagePath(file) !== null);
  if (pages.length === 0) {
    console.error("check-html: no pages in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const errors = parseVnuReport(await runVnu(pages.map((file) => join(root, file))), root);
  if (errors.length > 0) {
    console.error(`check-html: ${errors.length} HTML error(s) (W3C Nu HTML Checker):\n`);
    console.error(formatErrors(errors).join("\n"));
    process.exit(1);
  }
  console.log(`check-html: ${pages.length} pages are valid HTML (W3C Nu HTML Checker, errors only).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(`check-html: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
