// @ts-check
/**
 * Append-only JSON Lines files that never count a half-written record: the outbox's accepted
 * enquiries, spam, delivery journal and subscriber list (server/store.mjs).
 *
 * A record is one line, written with a single write() and fsynced before its promise resolves.
 * A short write (a full disk) or an error truncates the file back to the size it had, so the
 * caller can answer 5xx with the file intact. Lines queued while a write is in flight are
 * written together with the next write and fsync (group commit): one fsync for many enquiries
 * when they arrive at once, each still resolved only once it is on disk.
 *
 * A file that ends in a torn line (a crash or a full disk the truncate could not undo) gets a
 * newline before the next record, so the fragment stays a line of its own that readers skip and
 * nothing written afterwards is corrupted.
 */
import { open, readFile, stat } from "node:fs/promises";
import { dirname } from "node:path";

const NEWLINE = 0x0a;

/**
 * Writes one buffer with one write() call, as FileHandle.write does; tests pass one that fails
 * like a full disk when the host cannot mount a small tmpfs.
 * @typedef {(handle: import("node:fs/promises").FileHandle, data: Buffer) => Promise<{ bytesWritten: number }>} WriteOnce
 */

/** @type {WriteOnce} */
const writeOnce = (handle, data) => handle.write(data);

export class JsonlFile {
  /**
   * @param {string} path
   * @param {{ write?: WriteOnce }} [options]
   */
  constructor(path, { write = writeOnce } = {}) {
    this.path = path;
    this.write = write;
    /** @type {{ text: string, resolve: () => void, reject: (error: unknown) => void }[]} */
    this.pending = [];
    this.writing = false;
  }

  /**
   * Appends one line; resolves once it is on disk, rejects with the file as it was.
   * @param {string} text one line, ending in "\n"
   * @returns {Promise<void>}
   */
  appendLine(text) {
    return new Promise((resolve, reject) => {
      this.pending.push({ text, resolve, reject });
      if (!this.writing) void this.flush();
    });
  }

  async flush() {
    this.writing = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        await this.writeAll(batch.map((entry) => entry.text).join(""));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.writing = false;
  }

  /** @param {string} text */
  async writeAll(text) {
    const handle = await open(this.path, "a+", 0o600);
    try {
      const { size } = await handle.stat();
      const torn = size > 0 && (await lastByte(handle, size)) !== NEWLINE;
      const data = Buffer.from(torn ? `\n${text}` : text);
      try {
        const { bytesWritten } = await this.write(handle, data);
        if (bytesWritten !== data.length) throw shortWrite(this.path, bytesWritten, data.length);
        await handle.sync();
        // A file's first line: its name in the folder must be on disk too, or a crash could lose the file.
        if (size === 0) await syncFolder(dirname(this.path));
      } catch (error) {
        // Leave the file as it was: nothing of this batch counts as written.
        await handle.truncate(size).catch(() => {});
        await handle.sync().catch(() => {});
        throw error;
      }
    } finally {
      await handle.close();
    }
  }

  /**
   * Ends a torn last line with a newline (at start-up), so it is skipped as unreadable and the
   * next record starts on a line of its own. True when there was one to end.
   */
  async repair() {
    /** @type {import("node:fs/promises").FileHandle} */
    let handle;
    try {
      handle = await open(this.path, "r+");
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return false;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      if (size === 0 || (await lastByte(handle, size)) === NEWLINE) return false;
      await handle.write("\n", size);
      await handle.sync();
      return true;
    } finally {
      await handle.close();
    }
  }
}

/**
 * @param {import("node:fs/promises").FileHandle} handle
 * @param {number} size
 */
async function lastByte(handle, size) {
  const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
  return buffer[0];
}

/** @param {string} dir */
async function syncFolder(dir) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * @param {string} path
 * @param {number} written
 * @param {number} wanted
 */
function shortWrite(path, written, wanted) {
  return Object.assign(new Error(`ENOSPC: short write to ${path}: ${written} of ${wanted} bytes`), {
    code: "ENOSPC",
  });
}

/**
 * @typedef {object} JsonlContent
 * @property {unknown[]} records the lines that parse, in order
 * @property {{ line: number, text: string }[]} unreadable the others (a torn line), 1-based
 * @property {number} end the byte offset after the last whole line: where reading goes on
 */

/**
 * Reads the whole lines of a JSON Lines file from a byte offset (0: the start). A last line
 * without its newline may be a write in progress and is left for the next read. A missing file
 * is empty.
 * @param {string} path
 * @param {number} [offset]
 * @returns {Promise<JsonlContent>}
 */
export async function readJsonl(path, offset = 0) {
  /** @type {Buffer} */
  let data;
  try {
    data = offset === 0 ? await readFile(path) : await readFrom(path, offset);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") {
      return { records: [], unreadable: [], end: offset };
    }
    throw error;
  }
  const whole = data.subarray(0, data.lastIndexOf(NEWLINE) + 1);
  if (offset > 0 && data.length === 0) {
    const size = await fileSize(path);
    if (size < offset) return { records: [], unreadable: [], end: size };
  }
  /** @type {JsonlContent} */
  const content = { records: [], unreadable: [], end: offset + whole.length };
  whole
    .toString("utf8")
    .split("\n")
    .slice(0, -1)
    .forEach((text, index) => {
      if (text.trim() === "") return;
      try {
        content.records.push(JSON.parse(text));
      } catch {
        content.unreadable.push({ line: index + 1, text });
      }
    });
  return content;
}

/**
 * @param {string} path
 * @param {number} offset
 */
async function readFrom(path, offset) {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    // Shorter than the offset (a failed write truncated away after it was read): nothing new.
    const length = Math.max(0, size - offset);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, offset);
    return buffer;
  } finally {
    await handle.close();
  }
}

/**
 * The size of a file in bytes; 0 when it does not exist.
 * @param {string} path
 */
export async function fileSize(path) {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return 0;
    throw error;
  }
}
