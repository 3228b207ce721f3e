import { z } from "zod";
import type { FieldMeta } from "./fields";
import { group, link, word } from "./fields";

// Kinds of field the case studies, the client list and the testimonials share, beside fields.ts.

const structure = <T extends z.ZodType>(schema: T, meta: Omit<FieldMeta, "i18n">) => schema.meta(meta);

/**
 * The id of an entry of another list (a client, a category), written once. The build stops when
 * no entry has it (findClient, app/content/clientLookup.ts; the categories, app/content/portfolio.ts).
 */
export const reference = (label: string, hint?: string) =>
  structure(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lowercase letters, digits and hyphens"), {
    label,
    hint,
    widget: "string",
  });

/** A colour as a web page writes it: # and six hexadecimal digits ("#a62b1f"), written once. */
export const colour = (label: string, hint?: string) =>
  structure(z.string().regex(/^#[0-9a-f]{6}$/, 'write # and six digits 0-9 or a-f, as "#a62b1f"'), {
    label,
    hint,
    widget: "string",
  });

/** The start of a picture's path under public/ that the site completes with a size and format. */
export const pictureBase = (label: string, hint?: string) =>
  structure(
    z.string().regex(/^\/[\w./-]+[\w-]$/, "give the path under public/ without the size or extension"),
    {
      label,
      hint,
      widget: "string",
    },
  );

/** A button: its words in each language, where it goes written once. */
export const button = (label: string) =>
  group(label, { label: word("Button text"), url: link("Goes to", "A page of this site, as /contact") });
