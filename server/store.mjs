// @ts-check
/**
 * The outbox's folder (OUTBOX_DIR): four append-only JSON Lines files (server/jsonl.mjs).
 *
 *   enquiries.jsonl    every accepted enquiry and sign-up, fsynced before the visitor's 2xx
 *   spam.jsonl         posts taken for a bot's (honeypot, too fast): answered as accepted, never sent
 *   deliveries.jsonl   the delivery journal: sent / attempt-failed / failed / retry, per enquiry id
 *   subscribers.jsonl  newsletter addresses, each once
 *
 * The state of an enquiry is the fold of the first and the third (server/delivery.mjs), so
 * nothing is ever rewritten in place. The folder has a size cap: past it new posts are refused
 * with 507, while the journal goes on recording deliveries.
 */
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ApiError } from "./answers.mjs";
import { makeFolder } from "./folders.mjs";
import { JsonlFile, fileSize } from "./jsonl.mjs";

export const OUTBOX_FILES = /** @type {const} */ ({
  enquiries: "enquiries.jsonl",
  spam: "spam.jsonl",
  deliveries: "deliveries.jsonl",
  subscribers: "subscribers.jsonl",
});

/** @typedef {keyof typeof OUTBOX_FILES} OutboxFile */

/** The default cap on the folder's size (OUTBOX_MAX_BYTES). */
export const DEFAULT_MAX_BYTES = 100 * 1000 * 1000;

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The outbox folder: OUTBOX_DIR (relative to the working directory) or data/outbox in the project.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function outboxDir(env = process.env) {
  const dir = env.OUTBOX_DIR;
  if (!dir) return join(PROJECT_ROOT, "data", "outbox");
  return isAbsolute(dir) ? dir : resolve(dir);
}

export class OutboxStore {
  /**
   * @param {string} dir
   * @param {{ maxBytes?: number, write?: import("./jsonl.mjs").WriteOnce }} [options]
   */
  constructor(dir, { maxBytes = DEFAULT_MAX_BYTES, write } = {}) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    /** The folder's size as this process knows it: the files at start-up plus what it appended. */
    this.bytes = 0;
    this.files = /** @type {Record<OutboxFile, JsonlFile>} */ (
      Object.fromEntries(
        Object.entries(OUTBOX_FILES).map(([name, file]) => [name, new JsonlFile(join(dir, file), { write })]),
      )
    );
  }

  /**
   * Creates the folder, ends any torn last line (a crash or a full disk) so the next record
   * starts on a line of its own, and measures the files. Returns the names of repaired files.
   */
  async open() {
    await makeFolder(this.dir);
    /** @type {string[]} */
    const repaired = [];
    this.bytes = 0;
    for (const file of Object.values(this.files)) {
      if (await file.repair()) repaired.push(file.path);
      this.bytes += await fileSize(file.path);
    }
    return repaired;
  }

  /**
   * Stores a new post (an enquiry or spam): on disk when this resolves. Refused with 507 when
   * the folder is at its cap; a full disk is a 507 too, any other failure a 500, and either way
   * the file is left as it was.
   * @param {"enquiries" | "spam"} name
   * @param {unknown} record
   */
  async accept(name, record) {
    const line = `${JSON.stringify(record)}\n`;
    const size = Buffer.byteLength(line);
    if (this.bytes + size > this.maxBytes)
      throw new ApiError(507, "The outbox is full: the enquiry could not be stored");
    try {
      await this.append(name, line);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === "ENOSPC" || code === "EDQUOT")
        throw new ApiError(507, "The disk is full: the enquiry could not be stored");
      throw Object.assign(new ApiError(500, "The enquiry could not be stored"), { cause: error });
    }
  }

  /**
   * Appends a line to one of the files, counting it against the cap.
   * @param {OutboxFile} name
   * @param {string} line
   */
  async append(name, line) {
    await this.files[name].appendLine(line);
    this.bytes += Buffer.byteLength(line);
  }

  /**
   * Appends a record to one of the files, counting it against the cap.
   * @param {OutboxFile} name
   * @param {unknown} record
   */
  record(name, record) {
    return this.append(name, `${JSON.stringify(record)}\n`);
  }
}
