/**
 * What a view of the content (collections.ts `views`) may hand a page besides data: a value of the
 * site's code, which the page's module imports (scripts/content/vite-plugin.ts) where the data
 * names it. So a view gives the icon a file names as the icon itself, and the page carries the
 * icon only, not a table of names to look it up in.
 */
export class CodeImport {
  constructor(
    /** A module of the site, as a page imports it: "~/content/explorerIcons". */
    readonly module: string,
    /** The export of it. */
    readonly name: string,
  ) {}
}

/** `name`, exported by `module`, in a view: the page gets the value itself. */
export const fromCode = <T>(module: string, name: string) => new CodeImport(module, name) as unknown as T;
