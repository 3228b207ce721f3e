/**
 * Every kind of content the agency edits, once: where its files are, and the schema the build
 * checks them with (scripts/content/load.ts) and the CMS at /admin edits them by
 * (scripts/content/cms-config.ts). A page reads a collection as `import data from "content:NAME"`.
 */
import type { z } from "zod";
import { faq } from "./faq";
import { service, serviceCategories, serviceViews } from "./services";

type Shared = {
  label: string;
  description?: string;
  schema: z.ZodType;
  format: "yaml" | "md";
  /**
   * Parts of the content, each made at build from what the files hold (and, where it needs them,
   * other collections'): `import data from "content:NAME/VIEW"` gives a page only the fields it
   * uses, where its JavaScript carries them.
   */
  views?: Record<string, (data: never, content: never) => unknown>;
};
/** One file per language: content/en/FILE and content/ne/FILE. */
type FileCollection = Shared & { file: string; folder?: never };
/** One file per entry and language: content/en/FOLDER/ID.md; `unique` fields must differ between entries. */
export type FolderCollection = Shared & { folder: string; file?: never; unique?: string[] };
export type Collection = FileCollection | FolderCollection;

export const collections = {
  faq: { label: "FAQ", file: "faq.yaml", format: "yaml", schema: faq },
  services: {
    label: "Services",
    folder: "services",
    format: "md",
    schema: service,
    unique: ["order"],
    views: serviceViews,
  },
  serviceCategories: {
    label: "Service categories",
    file: "service-categories.yaml",
    format: "yaml",
    schema: serviceCategories,
  },
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;

type Entry<T extends Collection> = T extends FolderCollection
  ? (z.output<T["schema"]> & { id: string })[]
  : z.output<T["schema"]>;

/** What `import data from "content:NAME"` gives: the page's language's content, checked. */
export type Content<N extends CollectionName> = Entry<(typeof collections)[N]>;

type Views<N extends CollectionName> = (typeof collections)[N] extends { views: infer V } ? V : never;

/** What `import data from "content:NAME/VIEW"` gives: that view of the page's language's content. */
export type View<N extends CollectionName, V extends keyof Views<N>> = Views<N>[V] extends (
  data: never,
  content: never,
) => infer R
  ? R
  : never;
