// @vitest-environment node
import { describe, expect, it } from "vitest";
import { benchOutbox, percentile } from "./bench-outbox.mjs";

describe("bench:outbox", () => {
  it("takes percentiles by nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("runs end to end on a tiny burst: every enquiry accepted and delivered, with figures", async () => {
    const figures = await benchOutbox({ count: 12, concurrency: 3 });
    expect(figures).toMatchObject({
      count: 12,
      accepted: 13,
      refused: 0,
      delivered: 13,
      lightLoad: { count: 1 },
    });
    expect(figures.acceptedPerSecond).toBeGreaterThan(0);
    expect(figures.postToSmtpMs.p99).toBeGreaterThanOrEqual(figures.postToSmtpMs.p50);
  });
});
