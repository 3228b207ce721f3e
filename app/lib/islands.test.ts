import { afterEach, describe, expect, it } from "vitest";
import { isWoken, wakeTokens } from "./islands";

describe("an island's wake (data-wake)", () => {
  afterEach(() => {
    history.replaceState(null, "", location.pathname);
    localStorage.removeItem("islands-test:draft");
  });

  it("is written as tokens: any #fragment, a query parameter, a storage key", () => {
    expect(wakeTokens({ hash: true, params: ["role"], draft: "site:draft" })).toBe("# role= site:draft");
    expect(wakeTokens({})).toBe("");
  });

  it("is true when the address or storage holds one of them, and never for none", () => {
    expect(isWoken("")).toBe(false);
    expect(isWoken("# role= islands-test:draft")).toBe(false);
    history.replaceState(null, "", "?utm_source=x");
    expect(isWoken("# role=")).toBe(false);
    history.replaceState(null, "", "?utm_source=x&role=designer");
    expect(isWoken("role=")).toBe(true);
    history.replaceState(null, "", `${location.pathname}#seo-optimization`);
    expect(isWoken("#")).toBe(true);
    expect(isWoken("role=")).toBe(false);
    history.replaceState(null, "", location.pathname);
    localStorage.setItem("islands-test:draft", '{"name":"Sita"}');
    expect(isWoken("islands-test:draft")).toBe(true);
  });
});
