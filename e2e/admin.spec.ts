import { mkdir, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { loadCollection } from "../builder/content/load";

/**
 * The CMS at /admin (DECISIONS.md 24): the real Sveltia CMS bundle the site serves, under the
 * site's CSP, working on a copy of the real content files. The browser's folder picker is the one
 * thing replaced: it hands the CMS a folder of the browser's own private file system holding that
 * copy (a real directory handle, read and written by the CMS as a chosen folder would be).
 * GitHub's status page cannot be reached from here: its answer is mocked.
 */

const root = join(import.meta.dirname, "..");
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const contentFiles = () =>
  Object.fromEntries(
    walk(join(root, "content")).map((file) => [relative(root, file), readFileSync(file, "utf8")]),
  );

type Config = {
  collections: { label: string; files?: { label: string }[] }[];
};
const config = () => parse(readFileSync(join(root, "build/client/admin/config.yml"), "utf8")) as Config;

/** Opens /admin with a local repository of the content files, and records CSP violations. */
async function openCms(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await page.addInitScript((files: Record<string, string>) => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const repository = await (
          await navigator.storage.getDirectory()
        ).getDirectoryHandle("website", {
          create: true,
        });
        await repository.getDirectoryHandle(".git", { create: true });
        for (const [path, text] of Object.entries(files)) {
          const parts = path.split("/");
          let folder = repository;
          for (const part of parts.slice(0, -1))
            folder = await folder.getDirectoryHandle(part, { create: true });
          const writable = await (
            await folder.getFileHandle(parts.at(-1)!, { create: true })
          ).createWritable();
          await writable.write(text);
          await writable.close();
        }
        return repository;
      },
    });
  }, contentFiles());
  const response = await page.goto("/admin");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  return { response, violations };
}

/**
 * A file of the CMS's folder, as the CMS saved it. Read while the CMS is writing it, a file cannot
 * be read (NotReadableError): it is read again, for up to two seconds.
 */
const savedFile = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("website");
    const parts = path.split("/");
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    const handle = await folder.getFileHandle(parts.at(-1)!);
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await handle.getFile()).text();
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "NotReadableError") || attempt === 20)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, path);

/** The CMS's folder copied to disk, in the test's output folder, for the build's loader to read. */
async function copySavedFiles(page: Page) {
  const saved = test.info().outputPath("cms");
  for (const path of Object.keys(contentFiles())) {
    await mkdir(dirname(join(saved, path)), { recursive: true });
    await writeFile(join(saved, path), await savedFile(page, path));
  }
  return saved;
}

test("/admin is not for search engines and is not in the sitemap", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("the CMS loads under the CSP and lists every collection", async ({ page }) => {
  const { response, violations } = await openCms(page);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("font-src 'self' data:;");

  const { collections } = config();
  for (const collection of collections)
    await expect(page.getByText(collection.label, { exact: true }).first()).toBeVisible();
  await page.getByText("Pages and lists", { exact: true }).first().click();
  for (const file of collections.find((each) => each.files)?.files ?? [])
    await expect(page.getByText(file.label, { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a Nepali edit saved by the CMS is words only, and the build reads it", async ({ page }) => {
  const { violations } = await openCms(page);
  await page.getByText("Pages and lists", { exact: true }).first().click();
  await page.getByText("FAQ", { exact: true }).first().click();
  // The editor shows English and Nepali side by side: the right pane switches from the preview.
  await page.getByRole("radio", { name: "Nepali" }).last().click();
  await expect(page.getByRole("textbox", { name: "Title" }).first()).toHaveValue(
    "Frequently Asked Questions",
  );
  const title = page.getByRole("textbox", { name: "Title" }).and(page.locator('[lang="ne"]')).first();
  await expect(title).toHaveValue("बारम्बार सोधिने प्रश्नहरू");
  await title.fill("धेरैले सोध्ने प्रश्नहरू");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => savedFile(page, "content/ne/faq.yaml"), { timeout: 10_000 })
    .toContain("धेरैले सोध्ने प्रश्नहरू");

  // The build, on the files as the CMS left them.
  const saved = await copySavedFiles(page);
  const faq = (await loadCollection("faq", saved)).data as Record<
    "en" | "ne",
    { page: { hero: { title: string } } }
  >;
  expect(faq.ne.page.hero.title).toBe("धेरैले सोध्ने प्रश्नहरू");
  expect(faq.en.page.hero.title).toBe("Frequently Asked Questions");
  expect(violations).toEqual([]);
});

test("a case study edited in Nepali keeps its structure in the English file only", async ({ page }) => {
  const { violations } = await openCms(page);
  await page.getByText("Case studies", { exact: true }).first().click();
  await page.getByText("E-commerce Platform Redesign", { exact: true }).first().click();
  await page.getByRole("radio", { name: "Nepali" }).last().click();
  const headline = page.getByRole("textbox", { name: "Headline" }).and(page.locator('[lang="ne"]')).first();
  await expect(headline).toHaveValue("तीन महिनामै अर्डर २.५ गुणा");
  await headline.fill("तीन महिनामै अढाई गुणा अर्डर");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => savedFile(page, "content/ne/portfolio/1.md"), { timeout: 10_000 })
    .toContain("तीन महिनामै अढाई गुणा अर्डर");

  const nepali = await savedFile(page, "content/ne/portfolio/1.md");
  for (const structure of [
    "client:",
    "category:",
    "link:",
    "image:",
    "base:",
    "weeks:",
    "src:",
    "screens:",
    "site:",
  ])
    expect(nepali).not.toContain(structure);
  const saved = await copySavedFiles(page);
  const { data } = await loadCollection("portfolio", saved);
  const first = (studies: unknown) => (studies as { headline: string; client: string }[])[0];
  expect(first(data.ne)).toMatchObject({ headline: "तीन महिनामै अढाई गुणा अर्डर", client: "himali-loom" });
  expect(first(data.en).headline).toBe("Orders up 2.5× in three months");
  // An optional field left empty (the live site) is left out, not written as an empty text.
  expect(await savedFile(page, "content/en/portfolio/1.md")).not.toMatch(/^site:/m);
  expect(violations).toEqual([]);
});
