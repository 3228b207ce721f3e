// @ts-check
/**
 * Text from the outbox's and the vitals' files, fit for the operator's terminal (the CLIs in
 * server/cli/). Whatever a visitor typed, or whatever a damaged or tampered file holds, is shown
 * with every character a terminal acts on escaped, so no line can move the cursor, rewrite the
 * screen, set the window title, hide a link or reverse the text around it.
 */

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Characters a terminal acts on or that change how text around them reads: C0 and C1 controls
 * (ESC starts escape sequences; CR rewrites the line), DEL, line and paragraph separators,
 * bidi embeddings, overrides and isolates, zero-width joiners and marks.
 */
const UNSAFE_FOR_TERMINAL = /[\p{Cc}\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * Any value as one line of text: every unsafe character shown as an escape (`\x1b`, `\r`,
 * `\u202e`), newlines too.
 * @param {unknown} value
 */
export function safeText(value) {
  return String(value ?? "").replace(UNSAFE_FOR_TERMINAL, (char) => {
    const named = /** @type {Record<string, string>} */ ({ "\n": "\\n", "\r": "\\r", "\t": "\\t" })[char];
    const code = /** @type {number} */ (char.codePointAt(0));
    return (
      named ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`)
    );
  });
}

/**
 * JSON that a terminal shows as it is: the unsafe characters JSON.stringify leaves (C1, bidi,
 * separators) escaped as \uXXXX too, which JSON reads back the same.
 * @param {unknown} value
 */
export function safeJson(value) {
  return JSON.stringify(value).replace(
    UNSAFE_FOR_TERMINAL,
    (char) => `\\u${/** @type {number} */ (char.codePointAt(0)).toString(16).padStart(4, "0")}`,
  );
}

/**
 * A CSV cell (RFC 4180) that neither a terminal nor a spreadsheet acts on: unsafe characters
 * escaped as in safeText, a cell a spreadsheet would run as a formula (one that starts with an
 * equals, plus or minus sign, an at sign, a tab or a carriage return) started with an apostrophe,
 * and quoted where it holds a quote, comma or line break.
 * @param {unknown} value
 */
export function csvCell(value) {
  const text = String(value ?? "");
  const defused = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  const safe = safeText(defused);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * @typedef {{ out: (text: string) => void, err: (text: string) => void }} Io
 */

/**
 * Runs a CLI when its module is the command (`node server/cli/x.mjs`), not when a test imports it:
 * the arguments in, the exit status out, and an unexpected error as one line.
 * @param {string} moduleUrl the module's import.meta.url
 * @param {string} name its npm script, for the error line
 * @param {(args: string[], io: Io) => Promise<number>} run
 */
export async function runAsCommand(moduleUrl, name, run) {
  if (!process.argv[1] || pathToFileURL(resolve(process.argv[1])).href !== moduleUrl) return;
  // A reader that stops early (`| head`) closes the pipe: the rest is not wanted, which is no error.
  process.stdout.on("error", (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
  /** @type {Io} */
  const io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
  try {
    process.exitCode = await run(process.argv.slice(2), io);
  } catch (error) {
    io.err(`npm run ${name}: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
