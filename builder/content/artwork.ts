/**
 * A case study's artwork is shown in two widths and three formats (app/components/ProjectPicture.tsx:
 * `{base}-800.avif`, `-1600.avif`, `-800.webp`, `-1600.webp` and `-1600.jpg`, under public/). The
 * site's own are made by `npm run media` from their drawings; a picture an editor uploads at /admin
 * comes as one file, the case study's Image. The build makes the files of the set that public/
 * does not have from that picture, with sharp, at the settings `npm run media` uses, so the
 * editor's picture shows like the others. A set is kept in node_modules/.cache/ by its picture.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Content } from "../../app/content/schema/collections";
import { ContentError, loadCollection } from "./load.ts";

/** The files of an artwork's set, as ProjectPicture names them. */
export const ARTWORK_FILES = [
  { width: 800, format: "avif" },
  { width: 1600, format: "avif" },
  { width: 800, format: "webp" },
  { width: 1600, format: "webp" },
  { width: 1600, format: "jpeg" },
] as const;

const EXTENSION = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;

/** Bump when the files are made otherwise, so none kept in the cache is taken for a new one. */
const MAKER = "1";

type Made = { path: string; source: Uint8Array };

/**
 * The artwork files the case studies name that public/ lacks, made from each case study's Image.
 * Fails, naming the file and the field, when that picture is missing too or has other proportions
 * than the artwork's width and height say.
 */
export async function missingArtwork(root: string): Promise<Made[]> {
  const { data } = await loadCollection("portfolio", root);
  const studies = data.en as Content<"portfolio">;
  const made: Made[] = [];
  const problems: string[] = [];
  for (const study of studies) {
    const { base, width, height } = study.artwork;
    const wanted = ARTWORK_FILES.map((file) => ({
      ...file,
      path: `${base}-${file.width}.${EXTENSION[file.format]}`,
    }));
    const missing = wanted.filter(({ path }) => !existsSync(join(root, "public", path)));
    if (!missing.length) continue;
    const file = `content/en/portfolio/${study.id}.md`;
    const picture = join(root, "public", study.image);
    if (!existsSync(picture)) {
      problems.push(
        `${file} › Image: ${study.image} is not in public/, and the artwork's ${missing.map(({ path }) => path).join(", ")} are made from it`,
      );
      continue;
    }
    const original = await readFile(picture);
    const { default: sharp } = await import("sharp");
    const size = await sharp(original).metadata();
    if (Math.abs(size.width / size.height - width / height) > 0.01 * (width / height)) {
      problems.push(
        `${file} › Artwork › Width: ${study.image} is ${size.width} × ${size.height} pixels, not in the proportions of the artwork's ${width} × ${height}`,
      );
      continue;
    }
    for (const target of missing)
      made.push({ path: target.path, source: await resized(root, original, target) });
  }
  if (problems.length) throw new ContentError(problems);
  return made;
}

/** One file of a set, as `npm run media` encodes it (media/make-media.sh, make_portfolio). */
async function resized(
  root: string,
  original: Uint8Array,
  { width, format }: (typeof ARTWORK_FILES)[number],
): Promise<Uint8Array> {
  const key = createHash("sha256")
    .update(`${MAKER} ${width} ${format} `)
    .update(original)
    .digest("hex")
    .slice(0, 20);
  const kept = join(root, "node_modules/.cache/case-study-artwork", `${key}.${EXTENSION[format]}`);
  if (existsSync(kept)) return readFile(kept);
  const { default: sharp } = await import("sharp");
  const picture = sharp(original).resize({ width });
  const encoded = await (
    format === "avif"
      ? // AV1 still, 4:4:4, so small text and red-on-blue edges stay crisp.
        picture.avif({ quality: 60, chromaSubsampling: "4:4:4", effort: 4 })
      : format === "webp"
        ? picture.webp({ quality: 78, effort: 6, smartSubsample: true })
        : picture.jpeg({ quality: 80, progressive: true, chromaSubsampling: "4:2:0" })
  ).toBuffer();
  await mkdir(join(kept, ".."), { recursive: true });
  await writeFile(`${kept}.${process.pid}`, encoded);
  await rename(`${kept}.${process.pid}`, kept);
  return encoded;
}
