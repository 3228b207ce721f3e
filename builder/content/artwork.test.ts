// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { missingArtwork } from "./artwork";
import { ContentError } from "./load";

const project = join(import.meta.dirname, "../..");

/** A copy of the content and the case studies' pictures, with a case study 9 whose picture an editor uploaded. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "artwork-"));
  await cp(join(project, "content"), join(root, "content"), { recursive: true });
  await cp(join(project, "public/portfolio"), join(root, "public/portfolio"), { recursive: true });
  // The CMS writes an upload's path into the Image; the Files are that path without its extension.
  for (const language of ["en", "ne"]) {
    const first = await readFile(join(project, `content/${language}/portfolio/1.md`), "utf8");
    await writeFile(
      join(root, `content/${language}/portfolio/9.md`),
      first
        .replace("link: /portfolio/1", "link: /portfolio/9")
        .replace("image: /portfolio/project-1-1600.jpg", "image: /media/uploads/bakery.jpg")
        .replace("base: /portfolio/project-1", "base: /media/uploads/bakery"),
    );
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** An editor's picture: the first case study's artwork, larger, in the upload folder. */
async function upload(width: number, height: number) {
  const file = join(root, "public/media/uploads/bakery.jpg");
  await mkdir(dirname(file), { recursive: true });
  await sharp(join(project, "public/portfolio/project-1-1600.jpg"))
    .resize({ width, height, fit: "fill" })
    .jpeg({ quality: 90 })
    .toFile(file);
}

describe("a case study's picture an editor uploads", () => {
  it("is made into the artwork's set of sizes and formats, and the site's own sets are left as they are", async () => {
    await upload(2400, 1500);
    const made = await missingArtwork(root);
    expect(made.map(({ path }) => path)).toEqual([
      "/media/uploads/bakery-800.avif",
      "/media/uploads/bakery-1600.avif",
      "/media/uploads/bakery-800.webp",
      "/media/uploads/bakery-1600.webp",
      "/media/uploads/bakery-1600.jpg",
    ]);
    const sizes = await Promise.all(made.map(({ source }) => sharp(source).metadata()));
    expect(sizes.map(({ width, height, format }) => [width, height, format])).toEqual([
      [800, 500, "heif"],
      [1600, 1000, "heif"],
      [800, 500, "webp"],
      [1600, 1000, "webp"],
      [1600, 1000, "jpeg"],
    ]);
    expect(sizes[0].compression).toBe("av1");
  }, 180_000);

  it("stops the build, naming the file and the field, when the picture is missing or of other proportions", async () => {
    const problems = () =>
      missingArtwork(root).then(
        () => [],
        (error: unknown) => (error instanceof ContentError ? error.problems : [String(error)]),
      );
    expect(await problems()).toEqual([
      "content/en/portfolio/9.md › Image: /media/uploads/bakery.jpg is not in public/, and the artwork's /media/uploads/bakery-800.avif, /media/uploads/bakery-1600.avif, /media/uploads/bakery-800.webp, /media/uploads/bakery-1600.webp, /media/uploads/bakery-1600.jpg are made from it",
    ]);
    await upload(1600, 1600);
    expect(await problems()).toEqual([
      "content/en/portfolio/9.md › Artwork › Width: /media/uploads/bakery.jpg is 1600 × 1600 pixels, not in the proportions of the artwork's 1600 × 1000",
    ]);
  });
});
