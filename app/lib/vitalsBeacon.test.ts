import { describe, expect, it } from "vitest";
import { METRIC_MAX, vitalsBeacon } from "./vitalsBeacon.mjs";

describe("vitalsBeacon", () => {
  it("holds the page's path, its device and the values measured, nothing else", () => {
    const values = { lcp: 1234.5, inp: 56, cls: 0.012, fcp: 900, ttfb: 120 };
    expect(JSON.parse(vitalsBeacon("/ne/services", "mobile", values)!)).toEqual({
      path: "/ne/services",
      device: "mobile",
      ...values,
    });
  });

  it("leaves out what was not measured (no interaction, no INP), a layout shift of 0 kept", () => {
    expect(JSON.parse(vitalsBeacon("/services", "desktop", { cls: 0, ttfb: 80 })!)).toEqual({
      path: "/services",
      device: "desktop",
      cls: 0,
      ttfb: 80,
    });
  });

  it("is nothing when nothing was measured", () => {
    expect(vitalsBeacon("/services", "desktop", {})).toBeNull();
  });

  it("sends a value past the server's range as its maximum, so the slow view still counts", () => {
    expect(JSON.parse(vitalsBeacon("/", "mobile", { lcp: 75_000, cls: 12.5, fcp: 60_000 })!)).toEqual({
      path: "/",
      device: "mobile",
      lcp: METRIC_MAX.lcp,
      cls: METRIC_MAX.cls,
      fcp: 60_000,
    });
  });
});
