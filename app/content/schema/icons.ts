/**
 * An icon a content file names, by lucide-react's name for it ("SearchCheck", as lucide.dev/icons
 * spells it), written once. The page gets the icon itself: its content module imports the named
 * icon from lucide-react (builder/content/modules.ts), and the build gives each content module
 * its own copy of the icons it names (builder/vite/lucide-icons.ts, ownIconCopies), so a page carries the icons
 * its content names and no table of names. Any icon of lucide-react can be named without a change
 * of code; a name it has not stops the build with the file and the field.
 *
 * Build only: the schemas run at build, and no page's script imports this module.
 */
import type { LucideIcon } from "lucide-react";
import * as lucide from "lucide-react";
import { z } from "zod";
import { withMeta } from "./fields.ts";
import { fromCode } from "./views.ts";

const drawn = new Set<unknown>(Object.values(lucide.icons));

/**
 * Every name lucide-react exports an icon by: its own ("CodeXml") and the older ones it keeps
 * ("Code2"), but not the "…Icon" and "Lucide…" spellings of each, in the CMS's list.
 */
export const iconNames: readonly string[] = Object.entries(lucide)
  .flatMap(([name, value]) => (drawn.has(value) && !/^Lucide|Icon$/.test(name) ? [name] : []))
  .sort();
const known = new Set(iconNames);

export const icon = (label = "Icon", hint = "Its name on lucide.dev/icons, such as SearchCheck.") =>
  withMeta(
    z
      .string()
      .refine((name) => known.has(name), {
        error: (issue) =>
          `"${String(issue.input)}" is not an icon of lucide.dev/icons: write its name as the site spells it, such as SearchCheck`,
      })
      .transform((name) => fromCode<LucideIcon>("lucide-react", name)),
    { label, hint, widget: "select", options: iconNames },
  );
