// @ts-check
/**
 * The folders the server writes to (OUTBOX_DIR, VITALS_DIR): made when missing, and checked at
 * start-up so that a folder it cannot use stops the start with one line that says what is wrong,
 * instead of a server that cannot keep what it accepts. A full disk only warns: room comes back.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";

/** What each error code means for a folder the server must write to. */
const PROBLEMS = /** @type {Record<string, string>} */ ({
  ENOTDIR: "a file stands where a folder should be",
  ENOENT: "it cannot be made there",
  EACCES: "the server may not write there",
  EPERM: "the server may not write there",
  EROFS: "the disk is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
});

/**
 * Makes a folder and its missing parents, one level at a time. Not `mkdir({ recursive: true })`:
 * on Node 20 it never settles where a level cannot be made although its parent exists (under
 * /proc, for one), which hung the server's start-up.
 * @param {string} dir
 * @param {boolean} [parentMade] whether the parent was just made, so a second failure is final
 * @returns {Promise<void>}
 */
export async function makeFolder(dir, parentMade = false) {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === "EEXIST") {
      if (!(await stat(dir)).isDirectory())
        throw Object.assign(new Error(`${dir} is a file`), { code: "ENOTDIR" });
      return;
    }
    if (code !== "ENOENT" || parentMade || dirname(dir) === dir) throw error;
    await makeFolder(dirname(dir));
    await makeFolder(dir, true);
  }
}

/** A disk with no room: for now, not for good. */
const FULL = ["ENOSPC", "EDQUOT"];

/**
 * Fails unless the folder can be made and written, as the server needs it before it answers
 * anything: a probe file is written, fsynced and removed. A full disk is not a failure: the site
 * is served all the same, and the outbox and the vitals answer for their own writes (a 507, counts
 * kept in memory) until there is room; it is the warning returned.
 * @param {string} dir
 * @param {string} variable the setting that names it, for the message (OUTBOX_DIR)
 * @param {string} consequence what cannot be done without it ("enquiries could not be kept")
 * @returns {Promise<string | null>} the warning, when the disk is full
 */
export async function checkWritable(dir, variable, consequence) {
  const probe = join(dir, `.write-probe-${randomBytes(4).toString("hex")}`);
  try {
    await makeFolder(dir);
    const handle = await open(probe, "wx", 0o600);
    try {
      await handle.write("probe\n");
      await handle.sync();
    } finally {
      await handle.close();
      // Removed whether or not the write fitted: a full disk would keep one per start.
      await rm(probe, { force: true });
    }
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
    const problem = PROBLEMS[code] ? `${code}: ${PROBLEMS[code]}` : code;
    if (FULL.includes(code))
      return `${variable} ${dir} has no room (${problem}): ${consequence} until it has; the pages are served.`;
    throw new Error(`${variable} ${dir} cannot be used (${problem}): ${consequence}.`);
  }
  return null;
}
