import AxeBuilder from "@axe-core/playwright";
import { test } from "@playwright/test";
import { AXE_TAGS, axeViolations, gotoReady } from "./helpers";
test.use({ reducedMotion: "reduce" });
for (const path of ["/about", "/services", "/ne/plans"]) {
  test(`prof ${path}`, async ({ page }) => {
    let t = Date.now();
    const lap = (name: string) => { const n = Date.now(); console.log(path, name, n - t); t = n; };
    await gotoReady(page, path); lap("ready");
    await axeViolations(page); lap("axe");
    const r = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] }).analyze(); lap("axe-violations-only " + r.violations.length);
    await axeViolations(page); lap("axe again");
    const r2 = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] }).analyze(); lap("axe-violations-only " + r2.violations.length);
  });
}
