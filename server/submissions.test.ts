import { describe, expect, it } from "vitest";
import type { EnquiryRecord } from "./mail.mjs";
import { SubmissionKeys } from "./submissions.mjs";

const kept = (id: string) => Promise.resolve({ id } as EnquiryRecord);

describe("the submissions' keys", () => {
  it("finds a submission for a day, then forgets it", async () => {
    let time = 0;
    const keys = new SubmissionKeys({ ttlMs: 1000, now: () => time });
    keys.remember("a", kept("first"));
    time = 999;
    expect(await keys.earlier("a")).toEqual({ id: "first" });
    time = 1000;
    expect(keys.earlier("a")).toBeUndefined();
  });

  it("holds at most so many keys, forgetting the oldest first", async () => {
    const keys = new SubmissionKeys({ max: 2 });
    for (const key of ["a", "b", "c"]) keys.remember(key, kept(key));
    expect(keys.earlier("a")).toBeUndefined();
    expect(await keys.earlier("b")).toEqual({ id: "b" });
    expect(await keys.earlier("c")).toEqual({ id: "c" });
  });

  it("forgets a submission whose keeping failed, so that sending it again keeps it", async () => {
    const keys = new SubmissionKeys();
    const failed = Promise.reject(new Error("disk full"));
    keys.remember("a", failed);
    await expect(failed).rejects.toThrow("disk full");
    expect(keys.earlier("a")).toBeUndefined();
  });
});
