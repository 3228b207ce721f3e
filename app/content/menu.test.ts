import { describe, expect, it } from "vitest";
import { isActivePath } from "./menuPanels";

describe("isActivePath", () => {
  it("matches the item's own path and the paths below it", () => {
    expect(isActivePath("/about", "/about")).toBe(true);
    expect(isActivePath("/about/careers", "/about")).toBe(true);
    expect(isActivePath("/services/SEO", "/services")).toBe(true);
  });

  it("does not match other paths, prefixes of words, or everything for /", () => {
    expect(isActivePath("/plans", "/about")).toBe(false);
    expect(isActivePath("/faqs", "/faq")).toBe(false);
    expect(isActivePath("/plans", "/")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });

  it("ignores the hash of a menu url", () => {
    expect(isActivePath("/services", "/services#branding")).toBe(true);
  });
});
