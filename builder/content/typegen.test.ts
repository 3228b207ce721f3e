// @vitest-environment node
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collections } from "../../app/content/schema/collections";
import { contentModuleTypes, TYPES_FILE } from "./typegen.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the content modules' types", () => {
  it(`${TYPES_FILE} declares every collection and view collections.ts has (else run npm run typecheck)`, async () => {
    expect(await readFile(join(root, TYPES_FILE), "utf8")).toBe(contentModuleTypes(collections));
  });

  it("declare a module for each collection and each of its views, typed by the collection", () => {
    const types = contentModuleTypes({
      faq: { label: "FAQ", views: { questions: () => [] } },
      home: { label: "Home page" },
    });
    const modules = [...types.matchAll(/declare module "([^"]+)" \{\n\s+const data: ([^;]+);/g)];
    expect(modules.map(([, name, type]) => [name, type])).toEqual([
      ["content:faq", 'import("~/content/schema/collections").Content<"faq">'],
      ["content:faq/questions", 'import("~/content/schema/collections").View<"faq", "questions">'],
      ["content:home", 'import("~/content/schema/collections").Content<"home">'],
    ]);
  });
});
