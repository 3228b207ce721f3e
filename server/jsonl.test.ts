// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonlFile, type WriteOnce, readJsonl } from "./jsonl.mjs";
import { fillingDisk, mountSmallDisk } from "../test/server/support";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "jsonl-test-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const line = (record: object) => `${JSON.stringify(record)}\n`;
let count = 0;
const newPath = () => join(root, `file-${(count += 1)}.jsonl`);

/**
 * A full disk: a real 64 kB tmpfs where we may mount one, or a writer that lands part of the
 * data and reports the short write, as write(2) does on a disk that fills up mid-write.
 */
async function fullDisk(
  kind: "tmpfs" | "simulated",
): Promise<{ dir: string; write?: WriteOnce; release: () => Promise<void> }> {
  const dir = join(root, `disk-${(count += 1)}`);
  await mkdir(dir);
  const unmount = kind === "tmpfs" ? mountSmallDisk(dir) : null;
  if (unmount) return { dir, release: async () => unmount() };
  return { dir, write: fillingDisk(64 * 1024).write, release: async () => {} };
}

describe("JsonlFile", () => {
  it("has each line on disk when its promise resolves, and writes lines that arrive together in one go", async () => {
    const path = newPath();
    const file = new JsonlFile(path);
    const writes: number[] = [];
    const counting = new JsonlFile(path, {
      write: (handle, data) => {
        writes.push(data.length);
        return handle.write(data);
      },
    });
    await file.appendLine(line({ n: 0 }));
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        counting.appendLine(line({ n: n + 1 })).then(async () => {
          const { records } = await readJsonl(path);
          expect(records).toContainEqual({ n: n + 1 });
        }),
      ),
    );
    const { records } = await readJsonl(path);
    expect(records).toEqual(Array.from({ length: 21 }, (_, n) => ({ n })));
    // The first line is written alone; the nineteen queued behind it, together.
    expect(writes.length).toBeLessThanOrEqual(3);
  });

  it.each(["tmpfs", "simulated"] as const)(
    "on a full disk (%s), rejects with ENOSPC and leaves the file as it was, every line whole",
    async (kind) => {
      const disk = await fullDisk(kind);
      try {
        const path = join(disk.dir, "enquiries.jsonl");
        const file = new JsonlFile(path, { write: disk.write });
        const record = { message: "x".repeat(3000) };
        let accepted = 0;
        let failure: NodeJS.ErrnoException | undefined;
        while (!failure && accepted < 100) {
          try {
            await file.appendLine(line({ ...record, n: accepted }));
            accepted += 1;
          } catch (error) {
            failure = error as NodeJS.ErrnoException;
          }
        }
        expect(failure?.code).toBe("ENOSPC");
        const text = await readFile(path, "utf8");
        expect(text.endsWith("\n")).toBe(true);
        const { records, unreadable } = await readJsonl(path);
        expect(unreadable).toEqual([]);
        expect(records).toHaveLength(accepted);
        // A smaller record, where it still fits, lands whole on a line of its own.
        const small = await file.appendLine(line({ n: "small" })).then(
          () => 1,
          () => 0,
        );
        const after = await readJsonl(path);
        expect(after.unreadable).toEqual([]);
        expect(after.records).toHaveLength(accepted + small);
      } finally {
        await disk.release();
      }
    },
  );

  it("starts the next record on a line of its own after a torn last line, which readers skip", async () => {
    const path = newPath();
    await writeFile(path, `${line({ n: 1 })}{"n": 2, "message": "cut o`);
    await new JsonlFile(path).appendLine(line({ n: 3 }));
    const { records, unreadable } = await readJsonl(path);
    expect(records).toEqual([{ n: 1 }, { n: 3 }]);
    expect(unreadable).toEqual([{ line: 2, text: '{"n": 2, "message": "cut o' }]);
  });

  it("repairs a torn last line at start-up by ending it, and leaves a whole file alone", async () => {
    const path = newPath();
    await writeFile(path, `${line({ n: 1 })}{"n": 2`);
    const file = new JsonlFile(path);
    expect(await file.repair()).toBe(true);
    expect(await readFile(path, "utf8")).toBe(`${line({ n: 1 })}{"n": 2\n`);
    expect(await file.repair()).toBe(false);
    expect(await new JsonlFile(newPath()).repair()).toBe(false);
  });

  it("truncates back after an error in the middle of a write", async () => {
    const path = newPath();
    await writeFile(path, line({ n: 1 }));
    const failing = new JsonlFile(path, {
      write: async (handle, data) => {
        await handle.write(data.subarray(0, 5));
        throw Object.assign(new Error("EIO: i/o error"), { code: "EIO" });
      },
    });
    await expect(failing.appendLine(line({ n: 2 }))).rejects.toMatchObject({ code: "EIO" });
    expect(await readFile(path, "utf8")).toBe(line({ n: 1 }));
  });
});

describe("readJsonl", () => {
  it("reads from an offset only the whole lines, and says where to go on", async () => {
    const path = newPath();
    await writeFile(path, `${line({ n: 1 })}${line({ n: 2 })}{"n":`);
    const all = await readJsonl(path);
    expect(all.records).toEqual([{ n: 1 }, { n: 2 }]);
    const first = line({ n: 1 }).length;
    const rest = await readJsonl(path, first);
    expect(rest).toEqual({ records: [{ n: 2 }], unreadable: [], end: all.end });
    expect(await readJsonl(join(root, "missing.jsonl"))).toEqual({ records: [], unreadable: [], end: 0 });
    // A file that became shorter than the offset: go on from its end.
    expect(await readJsonl(path, all.end + 100)).toEqual({ records: [], unreadable: [], end: all.end + 5 });
  });
});
