// @vitest-environment node
import { describe, expect, it } from "vitest";
import { summarize } from "./bench-server.mjs";

const result = (statusCodeStats: Record<string, { count: number }>, extra = {}) => ({
  requests: { average: 2971.4, total: 29706 },
  latency: { average: 33, p50: 23, p99: 176, max: 900 },
  throughput: { average: 39_700_000 },
  errors: 0,
  timeouts: 0,
  resets: 0,
  statusCodeStats,
  ...extra,
});

describe("bench:server summarize", () => {
  it("reports requests per second, latency and no problems for a clean burst", () => {
    const row = summarize({ name: "home page", path: "/", status: 200 }, result({ 200: { count: 29706 } }));
    expect(row).toMatchObject({ "req/s": 2971, "p99 ms": 176, "MB/s": 39.7, unexpected: 0, problems: [] });
  });

  it("expects 404 for the unknown path and counts any other status as unexpected", () => {
    const target = { name: "404", path: "/nope", status: 404 };
    expect(summarize(target, result({ 404: { count: 100 } })).problems).toEqual([]);
    const row = summarize(target, result({ 404: { count: 90 }, 200: { count: 4 }, 500: { count: 6 } }));
    expect(row.unexpected).toBe(10);
    expect(row.problems).toEqual(["10 answers not 404"]);
  });

  it("fails on errors, timeouts and an empty burst", () => {
    const row = summarize(
      { name: "asset", path: "/assets/a.js", status: 200 },
      result({}, { errors: 3, timeouts: 2, requests: { average: 0, total: 0 } }),
    );
    expect(row.problems).toEqual(["3 errors", "2 timeouts", "no answers"]);
  });
});
